import type { WebCallOptions } from '@clinic/web-call';
import { TARGET } from '../contract-constants';
import { createFakeBackedCall } from './fake-backed-call';

/** What the autoplay scenario saw, read by its spec once the page has been clicked. */
export interface AutoplayReport {
  /** `navigator.userActivation.hasBeenActive` when `audio-blocked` came: false proves no gesture had happened. */
  hasBeenActiveAtBlock?: boolean;
  blockedEvents: number;
  snapshotBlocked?: boolean;
  resumed?: boolean;
  /** The assistant's element after the resume: playing (not paused) on the real track. */
  pausedAfterResume?: boolean;
  snapshotBlockedAfterResume?: boolean;
}

/**
 * A call without a microphone on the testing fake for Daily, its assistant a real oscillator track, with a
 * `#resume` button whose click calls `resumeAudio()`: what `audio-blocked` and the click find goes into `report`,
 * and each of the two is told to `onChange`. The caller starts the call and hands Daily the track.
 * `resumeContextOnClick` also resumes the oscillator's context in the click: WebKit holds a context made without a
 * gesture suspended, so its track carries no data (a remote WebRTC track would) and a play() of it would wait.
 */
export function callWithResumeButton(
  report: AutoplayReport,
  options: Partial<WebCallOptions>,
  {
    resumeContextOnClick = false,
    onChange = () => {},
  }: { resumeContextOnClick?: boolean; onChange?: (what: 'blocked' | 'resumed') => void },
) {
  const { call, factory } = createFakeBackedCall({ microphone: 'optional', ...options });
  call.on('audio-blocked', () => {
    report.blockedEvents += 1;
    report.hasBeenActiveAtBlock = navigator.userActivation?.hasBeenActive;
    report.snapshotBlocked = call.getSnapshot().audioBlocked;
    onChange('blocked');
  });
  const audio = new AudioContext();
  const destination = audio.createMediaStreamDestination();
  const oscillator = audio.createOscillator();
  oscillator.connect(destination);
  oscillator.start();
  const resume = document.createElement('button');
  resume.id = 'resume';
  resume.textContent = 'Tap to hear the assistant';
  // Sized: WebDriver's Element Click needs an element it sees.
  resume.style.cssText = 'display:block;width:240px;height:48px';
  resume.addEventListener('click', async () => {
    if (resumeContextOnClick) void audio.resume();
    report.resumed = await call.resumeAudio();
    report.pausedAfterResume = call.getRemoteAudio()[0]?.element.paused;
    report.snapshotBlockedAfterResume = call.getSnapshot().audioBlocked;
    onChange('resumed');
  });
  document.body.append(resume);
  return { call, factory, track: destination.stream.getAudioTracks()[0] as MediaStreamTrack };
}

/**
 * Starts a call as the page loads, with no gesture at all (a spec's `page.evaluate` would count as one), on the
 * testing fake for Daily and a real oscillator track as the assistant; then waits for a real click on
 * `#resume`, which calls `resumeAudio()`. Progress shows in `#autoplay` and on the console.
 */
export async function runAutoplayScenario(report: AutoplayReport): Promise<void> {
  const status = document.createElement('p');
  status.id = 'autoplay';
  document.body.append(status);
  // Told on the console too: a spec waits for console events, which (unlike polling the page) is no gesture.
  const say = (text: string) => {
    status.textContent = text;
    console.log(`autoplay: ${text}`);
  };
  say('starting');
  const { call, factory, track } = callWithResumeButton(
    report,
    {
      // Answered in the page: a request routed by Playwright is an exchange with it, and may count as a gesture.
      fetch: async () =>
        new Response(JSON.stringify({ id: 'call_autoplay', webCallUrl: 'https://example.daily.co/room' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    },
    { onChange: say },
  );
  if (!(await call.start(TARGET))) {
    say('failed to start');
    return;
  }
  say('started');
  factory.last?.emitTrackStarted({ track });
  const element = call.getRemoteAudio()[0]?.element;
  element?.addEventListener('playing', () => {
    if (status.textContent === 'started')
      say(`played without a gesture (hasBeenActive: ${navigator.userActivation?.hasBeenActive})`);
  });
}
