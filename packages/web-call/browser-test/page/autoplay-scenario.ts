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
  const { call, factory } = createFakeBackedCall({
    microphone: 'optional',
    // Answered in the page: a request routed by Playwright is an exchange with it, and may count as a gesture.
    fetch: async () =>
      new Response(JSON.stringify({ id: 'call_autoplay', webCallUrl: 'https://example.daily.co/room' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
  });
  call.on('audio-blocked', () => {
    report.blockedEvents += 1;
    report.hasBeenActiveAtBlock = navigator.userActivation?.hasBeenActive;
    report.snapshotBlocked = call.getSnapshot().audioBlocked;
    say('blocked');
  });
  const audio = new AudioContext();
  const destination = audio.createMediaStreamDestination();
  const oscillator = audio.createOscillator();
  oscillator.connect(destination);
  oscillator.start();
  const resume = document.createElement('button');
  resume.id = 'resume';
  resume.textContent = 'Tap to hear the assistant';
  resume.addEventListener('click', async () => {
    report.resumed = await call.resumeAudio();
    report.pausedAfterResume = call.getRemoteAudio()[0]?.element.paused;
    report.snapshotBlockedAfterResume = call.getSnapshot().audioBlocked;
    say('resumed');
  });
  document.body.append(resume);
  if (!(await call.start({ assistantId: 'assistant-contract' }))) {
    say('failed to start');
    return;
  }
  say('started');
  factory.last?.emitTrackStarted({ track: destination.stream.getAudioTracks()[0] });
  const element = call.getRemoteAudio()[0]?.element;
  element?.addEventListener('playing', () => {
    if (status.textContent === 'started')
      say(`played without a gesture (hasBeenActive: ${navigator.userActivation?.hasBeenActive})`);
  });
}
