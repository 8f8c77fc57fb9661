import { WebCall } from '@clinic/web-call';
import {
  createFakeCallFactory,
  createFakeMediaDevices,
  type FakeCallFactory,
  type FakeCallFactoryOptions,
  type FakeMediaDevices,
  type FakeMediaDevicesOptions,
} from '@clinic/web-call/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoCallRequests } from '../../src/demo/demo-call-requests';
import type { DemoPlatform } from '../../src/demo/demo-platform-types';
import { LiveDemo } from '../../src/demo/live-demo';
import type { AnalyserContext } from '../../src/demo/use-call-visualiser';
import { cs } from '../../src/i18n/cs';
import { loadDictionary } from '../../src/i18n/dictionaries';
import { en } from '../../src/i18n/en';
import { createFakeRuntime } from '../fakes/fake-runtime';
import { advance, renderSite, revealAll } from '../render';

/**
 * A platform whose POST /call/web answers at once, whose Daily is web-call's fake, and whose browser microphone is
 * web-call's fake media devices (asked for before the platform is, as with a real key).
 */
function fakePlatform(
  daily: FakeCallFactory,
  answer: () => Promise<Response> = async () =>
    Response.json({ id: 'call-1', webCallUrl: 'https://sim.daily.co/call-1' }, { status: 201 }),
  mode: DemoPlatform['mode'] = 'simulated',
  media: FakeMediaDevices = createFakeMediaDevices({ permission: 'granted' }),
  mobile = false,
): DemoPlatform {
  return {
    mode,
    ...(mode === 'real' ? { microphonePermission: () => WebCall.microphonePermission(media) } : {}),
    webCallOptions: () => ({
      publicKey: 'pk-test',
      mediaDevices: media,
      fetch: answer,
      // Short enough for a test to wait out in real time.
      timeouts: { webCall: 150 },
      // A quiet microphone is hinted at after a moment a test can wait out.
      micSilence: { afterMs: 40 },
      createCallObject: daily.createCallObject,
      isMobile: () => mobile,
      logger: { warn: () => {} },
    }),
    preload: vi.fn(async () => {}),
  };
}

/** An analyser whose spectrum changes on every read, and counts the reads. */
function fakeAnalyserContext() {
  const analyser = {
    fftSize: 0,
    frequencyBinCount: 64,
    reads: 0,
    getByteFrequencyData(array: Uint8Array) {
      analyser.reads += 1;
      for (let bin = 0; bin < array.length; bin += 1) array[bin] = (analyser.reads * 37 + bin * 11) % 256;
    },
  };
  const source = { connect: vi.fn(), disconnect: vi.fn() };
  const context = {
    closed: 0,
    sampleRate: 48_000,
    createAnalyser: () => analyser,
    createMediaStreamSource: () => source,
    close: async () => {
      context.closed += 1;
    },
  };
  return { analyser, source, context, create: () => context as unknown as AnalyserContext };
}

/** Each bar's height as its style sets it (empty at rest, where a class sets it). */
const levels = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('[data-bar]')).map((bar) => bar.style.scale);

const never = () => new Promise<Response>(() => {});

// The Czech texts are a lazy chunk in the site; load them up front here.
beforeAll(() => loadDictionary('cs'));

describe('the live demo’s call panel', () => {
  beforeEach(() => {
    // happy-dom has no MediaStream; the visualiser only passes it to the (fake) audio context.
    vi.stubGlobal(
      'MediaStream',
      class {
        constructor(readonly tracks: unknown[]) {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  function setUp(
    options: {
      microphone?: FakeMediaDevicesOptions;
      answer?: () => Promise<Response>;
      mode?: DemoPlatform['mode'];
      language?: 'en' | 'cs';
      daily?: FakeCallFactoryOptions;
      /** A phone: web-call pauses before joining. */
      mobile?: boolean;
      reducedMotion?: boolean;
    } = {},
  ) {
    const daily = createFakeCallFactory(options.daily);
    const media = createFakeMediaDevices(options.microphone ?? { permission: 'granted' });
    const answer = vi.fn(
      options.answer ??
        (async () =>
          Response.json({ id: 'call-1', webCallUrl: 'https://sim.daily.co/call-1' }, { status: 201 })),
    );
    const audio = fakeAnalyserContext();
    const runtime = createFakeRuntime({ reducedMotion: options.reducedMotion });
    const requests = createDemoCallRequests();
    let commits = 0;
    const view = renderSite(
      <Profiler id="demo" onRender={() => (commits += 1)}>
        <LiveDemo
          platform={fakePlatform(daily, answer, options.mode, media, options.mobile)}
          createAnalyserContext={audio.create}
          requests={requests}
        />
      </Profiler>,
      { runtime, ...(options.language ? { language: options.language } : {}) },
    );
    const button = () => view.container.querySelector('button') as HTMLButtonElement;
    const cancel = () => screen.queryByRole('button', { name: en['demo.cancelButton'] });
    // Who is talking: shown beside the status line, outside its live region.
    const turn = () => view.container.querySelector<HTMLElement>('[data-demo-turn]');
    return {
      turn,
      ...view,
      daily,
      media,
      answer,
      audio,
      runtime,
      requests,
      button,
      cancel,
      commits: () => commits,
    };
  }

  /** Starts the call and lets the assistant's track arrive: the bars have its audio to draw. */
  async function startWithAssistantAudio(demo: ReturnType<typeof setUp>) {
    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
    act(() => {
      demo.daily.last?.emitTrackStarted();
    });
  }

  it('goes idle → connecting (disabled, with progress) → active (stop label) → idle', async () => {
    const demo = setUp();
    expect(demo.button().dataset.state).toBe('idle');
    fireEvent.click(demo.button());
    expect(demo.button().dataset.state).toBe('connecting');
    expect(demo.button().disabled).toBe(true);
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
    await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
    expect(demo.button().textContent).toBe(en['demo.stopButton']);

    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
    expect(demo.daily.last?.destroyCount).toBe(1);
  });

  it('moves the bars every frame without a React commit, and rests them when the audio ends', async () => {
    const demo = setUp();
    const resting = levels(demo.container);
    await startWithAssistantAudio(demo);
    revealAll(demo.runtime);
    const commitsBefore = demo.commits();
    const readsBefore = demo.audio.analyser.reads;

    const seen = new Set<string>();
    for (let frame = 0; frame < 60; frame += 1) {
      advance(demo.runtime, 16);
      seen.add(levels(demo.container).join());
    }
    expect(demo.audio.analyser.reads - readsBefore).toBeGreaterThanOrEqual(59);
    expect(seen.size).toBeGreaterThan(30);
    expect(demo.commits()).toBe(commitsBefore); // 60 frames, no commit

    // A state change does commit (the speaking indicator), once.
    act(() => demo.daily.last?.emitAudioLevels(0.2));
    expect(demo.commits()).toBe(commitsBefore + 1);
    expect(demo.turn()?.dataset.speaking).toBe('true');

    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
    expect(levels(demo.container)).toEqual(resting);
    expect(demo.audio.context.closed).toBe(1);
    const reads = demo.audio.analyser.reads;
    advance(demo.runtime, 500);
    expect(demo.audio.analyser.reads).toBe(reads);
  });

  it('rests the bars while they are out of view, and takes them up again when the visitor scrolls back', async () => {
    const demo = setUp();
    const resting = levels(demo.container);
    await startWithAssistantAudio(demo);
    // Not yet seen: nothing reads the audio or touches the bars.
    advance(demo.runtime, 160);
    expect(demo.audio.analyser.reads).toBe(0);
    revealAll(demo.runtime);
    advance(demo.runtime, 160);
    expect(levels(demo.container)).not.toEqual(resting);

    act(() => demo.runtime.revealAll(false));
    expect(levels(demo.container)).toEqual(resting);
    const reads = demo.audio.analyser.reads;
    advance(demo.runtime, 500);
    expect(demo.audio.analyser.reads).toBe(reads);
    expect(levels(demo.container)).toEqual(resting);

    revealAll(demo.runtime);
    advance(demo.runtime, 160);
    expect(demo.audio.analyser.reads).toBeGreaterThan(reads);
    expect(levels(demo.container)).not.toEqual(resting);
    expect(demo.audio.context.closed).toBe(0);
  });

  it('keeps the bars and the speaking dot still for a visitor who asked for reduced motion', async () => {
    const demo = setUp({ reducedMotion: true });
    const resting = levels(demo.container);
    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
    act(() => {
      demo.daily.last?.emitTrackStarted();
      demo.daily.last?.emitAudioLevels(0.2);
    });
    for (let frame = 0; frame < 30; frame += 1) advance(demo.runtime, 16);
    expect(levels(demo.container)).toEqual(resting);
    expect(demo.audio.analyser.reads).toBe(0);
    // The dot pulses only where motion is welcome (Tailwind's motion-safe).
    const dot = demo.turn()?.querySelector('[aria-hidden="true"]');
    expect(dot?.classList.contains('animate-pulse')).toBe(false);
    expect(dot?.classList.contains('motion-safe:animate-pulse')).toBe(true);
    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
  });

  it('ignores a second press while connecting: one microphone request, one call', async () => {
    const demo = setUp();
    fireEvent.click(demo.button());
    fireEvent.click(demo.button());
    // The disabled button aside, a programmatic second click (the hero's) must not start another call either.
    demo.button().disabled = false;
    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
    expect(demo.media.requests).toHaveLength(1);
    expect(demo.daily.instances).toHaveLength(1);
  });

  it('explains a refused microphone, logs it once and goes back to idle without calling', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const demo = setUp({ microphone: { microphone: 'denied' } });
    fireEvent.click(demo.button());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(en['demo.error.microphoneBlocked']),
    );
    expect(demo.button().dataset.state).toBe('idle');
    expect(demo.answer).not.toHaveBeenCalled();
    expect(demo.daily.live()).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('explains an unreachable platform and a dropped call, each logged once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const demo = setUp({ answer: () => Promise.reject(new TypeError('Failed to fetch')) });
    fireEvent.click(demo.button());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(en['demo.error.platformUnreachable']),
    );
    expect(demo.button().dataset.state).toBe('idle');
    expect(error).toHaveBeenCalledTimes(1);

    demo.unmount();
    const again = setUp();
    fireEvent.click(again.button());
    await waitFor(() => expect(again.button().dataset.state).toBe('active'));
    act(() => again.daily.last?.emitFatalError('connection lost'));
    await waitFor(() => expect(again.button().dataset.state).toBe('idle'));
    expect(again.container.querySelector('[role="alert"]')?.textContent).toBe(en['demo.error.callDropped']);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('ends a call whose microphone Daily loses, explains it and logs it once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const demo = setUp();
    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
    act(() => demo.daily.last?.emitCameraError('permissions'));
    await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
    expect(screen.getByRole('alert').textContent).toBe(en['demo.error.microphoneBlocked']);
    expect(demo.daily.live()).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('offers Cancel while connecting; it returns to idle at once, with no call object and no call later', async () => {
    const demo = setUp();
    expect(demo.cancel()).toBeNull();
    fireEvent.click(demo.button());
    expect(demo.button().dataset.state).toBe('connecting');
    // While the microphone is being asked for.
    fireEvent.click(demo.cancel() as HTMLElement);
    await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
    expect(demo.cancel()).toBeNull();
    expect(demo.answer).not.toHaveBeenCalled();
    expect(demo.daily.live()).toEqual([]);
    expect(demo.media.tracks.every((track) => track.readyState === 'ended')).toBe(true);

    demo.unmount();
    // During web-call's start (the platform never answers).
    const again = setUp({ answer: never });
    fireEvent.click(again.button());
    await waitFor(() => expect(again.daily.instances).toHaveLength(1));
    expect(again.button().dataset.state).toBe('connecting');
    (again.cancel() as HTMLElement).focus();
    fireEvent.click(again.cancel() as HTMLElement);
    await waitFor(() => expect(again.button().dataset.state).toBe('idle'));
    expect(again.daily.live()).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('');
    // Cancel had the focus and is gone: the call button has it.
    expect(document.activeElement).toBe(again.button());
  });

  it('keeps the keyboard focus in the demo: a start from the focused call button hands it to Cancel', async () => {
    const demo = setUp({ answer: never });
    demo.button().focus();
    fireEvent.click(demo.button());
    // The call button is disabled while connecting: Cancel, the one thing to do now, has the focus.
    await waitFor(() => expect(document.activeElement).toBe(demo.cancel()));
    expect(demo.button().disabled).toBe(true);
    fireEvent.click(demo.cancel() as HTMLElement);
    await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
    expect(document.activeElement).toBe(demo.button());
    demo.unmount();

    // A click that did not focus the button (a pointer in Safari) moves no focus.
    const clicked = setUp({ answer: never });
    fireEvent.click(clicked.button());
    await waitFor(() => expect(clicked.cancel()).not.toBeNull());
    expect(document.activeElement).toBe(document.body);
  });

  it('describes the call button with the note under it', async () => {
    const demo = setUp();
    const note = demo.container.querySelector<HTMLElement>('[data-demo-simulated]');
    expect(note?.id).toBeTruthy();
    expect(demo.button().getAttribute('aria-describedby')).toBe(note?.id);
  });

  it('tells the visitor the demo line did not answer after the time limit, and offers to try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer = never;
    const demo = setUp({ language: 'cs', answer: () => answer() });
    fireEvent.click(demo.button());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(cs['demo.error.noAnswer']));
    expect(demo.button().dataset.state).toBe('idle');
    expect(demo.daily.live()).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);

    answer = async () =>
      Response.json({ id: 'call-2', webCallUrl: 'https://sim.daily.co/call-2' }, { status: 201 });
    const retry = screen.getByRole('button', { name: cs['demo.retryButton'] });
    retry.focus();
    fireEvent.click(retry);
    await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.queryByRole('button', { name: cs['demo.retryButton'] })).toBeNull();
    // Retry went away with the start it made; its focus went to Cancel, then to the call button.
    expect(document.activeElement).toBe(demo.button());
  });

  it('starts a call when the page’s other buttons ask, and never ends or restarts one that is under way', async () => {
    const demo = setUp();
    act(() => demo.requests.request());
    expect(demo.button().dataset.state).toBe('connecting');
    act(() => demo.requests.request()); // while connecting
    await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
    act(() => demo.requests.request()); // while active
    await act(async () => {});
    expect(demo.button().dataset.state).toBe('active');
    expect(demo.media.requests).toHaveLength(1);
    expect(demo.daily.instances).toHaveLength(1);
    expect(demo.daily.live()).toHaveLength(1);
  });

  it('shows the call’s transcript in a log named Transcript, the line being said updating in place', async () => {
    const demo = setUp({ mode: 'real' });
    const log = screen.getByRole('log', { name: en['demo.transcriptTitle'] });
    expect(log.textContent).toBe(en['demo.transcriptEmpty']);
    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
    const say = (role: string, transcriptType: string, transcript: string) =>
      act(() =>
        demo.daily.last?.emitAppMessage(
          JSON.stringify({ type: 'transcript', role, transcriptType, transcript }),
        ),
      );
    say('assistant', 'partial', 'Hello,');
    say('assistant', 'partial', 'Hello, Riverside');
    expect(log.querySelectorAll('li')).toHaveLength(1);
    expect(log.textContent).toBe(`${en['demo.speaker.assistant']}: Hello, Riverside`);
    say('assistant', 'final', 'Hello, Riverside Dental.');
    say('user', 'final', 'Hi!');
    expect(Array.from(log.querySelectorAll('li'), (line) => line.textContent)).toEqual([
      `${en['demo.speaker.assistant']}: Hello, Riverside Dental.`,
      `${en['demo.speaker.user']}: Hi!`,
    ]);
    // It stays after the call, until the next one starts.
    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
    expect(log.querySelectorAll('li')).toHaveLength(2);
    fireEvent.click(demo.button());
    await waitFor(() => expect(log.querySelectorAll('li')).toHaveLength(0));
  });

  it('after Cancel, the previous call’s transcript does not come back', async () => {
    let answers = 0;
    const demo = setUp({
      // The first call is answered; the second start never is, so it can be cancelled while connecting.
      answer: () => {
        answers += 1;
        return answers === 1
          ? Promise.resolve(
              Response.json({ id: 'call-1', webCallUrl: 'https://sim.daily.co/call-1' }, { status: 201 }),
            )
          : never();
      },
    });
    const log = screen.getByRole('log', { name: en['demo.transcriptTitle'] });
    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
    act(() =>
      demo.daily.last?.emitAppMessage(
        JSON.stringify({
          type: 'transcript',
          role: 'assistant',
          transcriptType: 'final',
          transcript: 'Hello.',
        }),
      ),
    );
    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
    expect(log.querySelectorAll('li')).toHaveLength(1);

    fireEvent.click(demo.button());
    await waitFor(() => expect(demo.cancel()).not.toBeNull());
    expect(log.querySelectorAll('li')).toHaveLength(0);
    fireEvent.click(demo.cancel() as HTMLElement);
    await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
    expect(log.querySelectorAll('li')).toHaveLength(0);
    expect(log.textContent).toBe(en['demo.transcriptEmpty']);
  });

  describe('with a real key (the visitor’s release)', () => {
    const status = () => screen.getByRole('status');
    const resume = (name = en['demo.resumeAudio']) => screen.queryByRole('button', { name });
    const note = (demo: ReturnType<typeof setUp>) =>
      demo.container.querySelector<HTMLElement>('[data-demo-microphone]');

    it('says before any click what the browser will do with the microphone, without asking for it', async () => {
      const cases = [
        ['prompt', en['demo.microphoneNote']],
        ['granted', en['demo.microphoneReadyNote']],
        ['denied', en['demo.microphoneBlockedNote']],
      ] as const;
      for (const [permission, text] of cases) {
        const demo = setUp({ mode: 'real', microphone: { permission } });
        await waitFor(() => expect(note(demo)?.dataset.demoMicrophone).toBe(permission));
        expect(note(demo)?.textContent).toBe(text);
        expect(demo.button().getAttribute('aria-describedby')).toBe(note(demo)?.id);
        expect(demo.media.requests).toHaveLength(0);
        demo.unmount();
      }
      const czech = setUp({ mode: 'real', language: 'cs', microphone: { permission: 'denied' } });
      await waitFor(() => expect(note(czech)?.textContent).toBe(cs['demo.microphoneBlockedNote']));
    });

    it('once the visitor has answered the prompt and the call is on, the note says the microphone is allowed', async () => {
      const demo = setUp({ mode: 'real', microphone: { permission: 'prompt' } });
      await waitFor(() => expect(note(demo)?.dataset.demoMicrophone).toBe('prompt'));
      fireEvent.click(demo.button());
      await waitFor(() => expect(demo.button().getAttribute('data-state')).toBe('active'));
      await waitFor(() => expect(note(demo)?.dataset.demoMicrophone).toBe('granted'));
      expect(note(demo)?.textContent).toBe(en['demo.microphoneReadyNote']);
      demo.unmount();
    });

    it('offers things to say only where someone listens: with the real platform, not in the simulated call', () => {
      const real = setUp({ mode: 'real' });
      expect(screen.getByRole('heading', { name: en['demo.tryTitle'] })).toBeTruthy();
      real.unmount();
      setUp();
      expect(screen.queryByRole('heading', { name: en['demo.tryTitle'] })).toBeNull();
    });

    it('explains a refused, missing or busy microphone in the page’s language, with no call made and nothing held', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const cases = [
        ['denied', 'demo.error.microphoneBlocked'],
        ['not-found', 'demo.error.noMicrophone'],
        ['in-use', 'demo.error.microphoneInUse'],
      ] as const;
      for (const [microphone, key] of cases) {
        for (const [language, texts] of [
          ['en', en],
          ['cs', cs],
        ] as const) {
          const demo = setUp({ mode: 'real', language, microphone: { microphone } });
          fireEvent.click(demo.button());
          await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(texts[key]));
          expect(demo.button().dataset.state).toBe('idle');
          expect(demo.button().disabled).toBe(false);
          expect(demo.answer).not.toHaveBeenCalled();
          expect(demo.daily.live()).toEqual([]);
          // Nothing to retry at once: the visitor has something to fix first.
          expect(screen.queryByRole('button', { name: texts['demo.retryButton'] })).toBeNull();
          demo.unmount();
        }
      }
      expect(error).toHaveBeenCalledTimes(cases.length * 2);
    });

    it('explains a browser that offers no microphone here, before any call', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const daily = createFakeCallFactory();
      const answer = vi.fn(never);
      // An insecure page or an old browser: no getUserMedia at all.
      const platform = fakePlatform(daily, answer, 'real', {} as FakeMediaDevices);
      renderSite(<LiveDemo platform={platform} createAnalyserContext={fakeAnalyserContext().create} />);
      fireEvent.click(screen.getByRole('button', { name: en['demo.callButton'] }));
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe(en['demo.error.microphoneUnsupported']),
      );
      expect(answer).not.toHaveBeenCalled();
    });

    it('offers a real button to hear an assistant the browser refused to play; a click plays it', async () => {
      let allowed = false;
      const play = vi.fn(() =>
        allowed ? Promise.resolve() : Promise.reject(new DOMException('autoplay', 'NotAllowedError')),
      );
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
      // happy-dom's own MediaStream: its elements accept no other as `srcObject`.
      vi.unstubAllGlobals();
      const demo = setUp({ mode: 'real', language: 'cs' });
      expect(resume(cs['demo.resumeAudio'])).toBeNull();
      fireEvent.click(demo.button());
      await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
      act(() => {
        demo.daily.last?.emitTrackStarted({ participantId: 'assistant' });
      });
      const button = await waitFor(() => {
        const found = resume(cs['demo.resumeAudio']);
        expect(found).not.toBeNull();
        return found as HTMLButtonElement;
      });
      expect(button.tagName).toBe('BUTTON');
      expect(button.tabIndex).toBe(0);
      // The status line (a live region) says why nothing is heard, in place of "speaking".
      expect(status().textContent).toBe(cs['demo.audioBlocked']);
      allowed = true;
      button.focus();
      fireEvent.click(button);
      await waitFor(() => expect(resume(cs['demo.resumeAudio'])).toBeNull());
      expect(play.mock.calls.length).toBeGreaterThanOrEqual(2);
      expect(status().textContent).not.toBe(cs['demo.audioBlocked']);
      // The control is gone: the focus stays in the demo, on the call button.
      expect(document.activeElement).toBe(demo.button());
    });

    it('in the simulated call, shows that the sample conversation plays, whichever of its voices is heard', async () => {
      const demo = setUp();
      fireEvent.click(demo.button());
      await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
      act(() => demo.daily.last?.emitAudioLevels(0.1));
      await waitFor(() => expect(demo.turn()?.dataset.speaking).toBe('true'));
      expect(demo.turn()?.textContent).toBe(en['demo.playingSample']);
      // Said once to a screen reader as the call comes on; the eye has the turn indicator.
      expect(status().textContent).toBe(en['demo.playingSample']);
      expect(status().querySelector('[data-demo-arrival]')?.className).toBe('sr-only');
    });

    it('shows who is talking at every turn without announcing it over the call; the live region stays quiet', async () => {
      const demo = setUp({ mode: 'real', language: 'cs' });
      fireEvent.click(demo.button());
      await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
      const announced: string[] = [];
      const observer = new MutationObserver(() => announced.push(status().textContent ?? ''));
      observer.observe(status(), { subtree: true, childList: true, characterData: true });
      for (const level of [0.3, 0, 0.3]) {
        act(() => demo.daily.last?.emitAudioLevels(level));
        const speaking = level > 0;
        await waitFor(() => expect(demo.turn()?.dataset.speaking).toBe(String(speaking)));
        expect(demo.turn()?.textContent).toBe(cs[speaking ? 'demo.speaking' : 'demo.listening']);
      }
      if (observer.takeRecords().length > 0) announced.push(status().textContent ?? '');
      observer.disconnect();
      // What was said as the call came on stays; the turns never change it.
      expect(status().textContent).toBe(cs['demo.connected']);
      expect(announced.filter(Boolean)).toEqual([]);
      // Neither inside the live region nor a live region of its own.
      expect(status().contains(demo.turn())).toBe(false);
      expect(demo.turn()?.closest('[aria-live], [role="status"], [role="alert"], [role="log"]')).toBeNull();
    });

    it('says each step of a start once, in order, on a phone too: the microphone only while it is asked for', async () => {
      const demo = setUp({ mode: 'real', mobile: true });
      const said: string[] = [];
      const observer = new MutationObserver(() => {
        const text = status().textContent ?? '';
        if (text !== said.at(-1)) said.push(text);
      });
      observer.observe(status(), { subtree: true, childList: true, characterData: true });
      fireEvent.click(demo.button());
      await waitFor(() => expect(demo.button().dataset.state).toBe('active'), { timeout: 5_000 });
      await waitFor(() => expect(status().textContent).toBe(en['demo.connected']));
      observer.disconnect();
      // Quick steps may share a render and never reach the page; those that do come once each, in this order.
      const order = [
        'demo.progress.microphone',
        'demo.progress.preparing',
        'demo.progress.reaching',
        'demo.progress.joining',
        'demo.progress.audio',
        'demo.connected',
      ].map((key) => en[key as keyof typeof en]);
      const heard = said.filter(Boolean);
      expect(heard.map((text) => order.indexOf(text))).toEqual(
        [...new Set(heard.map((text) => order.indexOf(text)))].sort((a, b) => a - b),
      );
      // The phone's pause before joining (a second) is heard as reaching the receptionist, not the microphone.
      expect(heard).toContain(en['demo.progress.reaching']);
      expect(heard.at(-1)).toBe(en['demo.connected']);
    });

    it('hints that the visitor cannot be heard, and drops the hint once they are', async () => {
      const demo = setUp({ mode: 'real' });
      fireEvent.click(demo.button());
      await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
      act(() => demo.daily.last?.emitAudioLevels(0));
      await waitFor(() => expect(demo.turn()?.textContent).toBe(en['demo.listening']));
      // Heard, not seen: the turn indicator shows it.
      expect(status().textContent).toBe(en['demo.connected']);
      act(() => demo.daily.last?.emitLocalAudioLevel(0));
      await waitFor(() => expect(status().textContent).toBe(en['demo.micSilent']));
      expect(status().dataset.demoStatus).toBe('mic-silent');
      // The hint takes the place of "listening", its dot included.
      expect(demo.turn()).toBeNull();
      act(() => demo.daily.last?.emitLocalAudioLevel(0.5));
      await waitFor(() => expect(demo.turn()?.textContent).toBe(en['demo.listening']));
      // "Connected" was said once: it does not come back after the hint.
      expect(status().textContent).toBe('');
    });

    it('says the call is reconnecting while the connection is down, and goes back when it returns', async () => {
      const demo = setUp({ mode: 'real', language: 'cs' });
      fireEvent.click(demo.button());
      await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
      act(() => demo.daily.last?.emitNetworkConnection('interrupted'));
      await waitFor(() => expect(status().textContent).toBe(cs['demo.reconnecting']));
      expect(demo.button().dataset.state).toBe('active');
      act(() => demo.daily.last?.emitNetworkConnection('connected'));
      await waitFor(() => expect(status().dataset.demoStatus).toBeUndefined());
      expect(status().textContent).toBe(cs['demo.connected']);
    });

    it('treats a call the platform ended as a normal end: idle, no error shown or logged', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const demo = setUp({ mode: 'real' });
      fireEvent.click(demo.button());
      await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
      act(() => demo.daily.last?.emitEjected());
      await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
      expect(screen.getByRole('alert').textContent).toBe('');
      expect(error).not.toHaveBeenCalled();
      expect(demo.media.tracks.every((track) => track.readyState === 'ended')).toBe(true);
    });

    const platformSays = (demo: ReturnType<typeof setUp>, endedReason: unknown) =>
      act(() =>
        demo.daily.last?.emitAppMessage(
          JSON.stringify({ type: 'status-update', status: 'ended', endedReason }),
        ),
      );

    it('says, once and politely, that the receptionist ended the call; the next start clears it', async () => {
      for (const [language, texts] of [
        ['en', en],
        ['cs', cs],
      ] as const) {
        const error = vi.spyOn(console, 'error').mockImplementation(() => {});
        const demo = setUp({ mode: 'real', language });
        fireEvent.click(demo.button());
        await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
        platformSays(demo, 'assistant-ended-call');
        act(() => demo.daily.last?.emitEjected());
        await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
        expect(status().textContent).toBe(texts['demo.callEnded']);
        expect(status().dataset.demoStatus).toBe('call-ended');
        expect(status().getAttribute('aria-live')).not.toBe('assertive');
        expect(screen.getByRole('alert').textContent).toBe('');
        expect(error).not.toHaveBeenCalled();
        // Left as it is (not said again) until the visitor starts another call.
        await act(async () => {});
        expect(status().textContent).toBe(texts['demo.callEnded']);
        fireEvent.click(demo.button());
        expect(status().textContent).not.toBe(texts['demo.callEnded']);
        await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
        expect(status().dataset.demoStatus).toBeUndefined();
        fireEvent.click(demo.button());
        await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
        // The visitor's own hang-up says nothing.
        expect(status().textContent).toBe('');
        demo.unmount();
        error.mockRestore();
      }
    });

    it('says the call dropped when the platform ended it on a fault', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const demo = setUp({ mode: 'real', language: 'cs' });
      fireEvent.click(demo.button());
      await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
      platformSays(demo, 'pipeline-error-openai-llm-failed');
      act(() => demo.daily.last?.emitEjected());
      await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
      expect(screen.getByRole('alert').textContent).toBe(cs['demo.error.callDropped']);
      expect(status().textContent).toBe('');
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toContain('pipeline-error-openai-llm-failed');
    });

    it('an ended status whose reason is not text (anyone in the room can send one) is a plain end, not a crash', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const demo = setUp({ mode: 'real', language: 'en' });
      fireEvent.click(demo.button());
      await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
      platformSays(demo, { toString: 1 });
      act(() => demo.daily.last?.emitEjected());
      await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
      expect(status().textContent).toBe(en['demo.callEnded']);
      expect(error).not.toHaveBeenCalled();
      demo.unmount();
      error.mockRestore();
    });

    it('still explains a lost connection and any other fatal error as a dropped call', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      for (const end of [
        (demo: ReturnType<typeof setUp>) => demo.daily.last?.emitConnectionLost(),
        (demo: ReturnType<typeof setUp>) => demo.daily.last?.emitFatalError('Something broke', 'unexpected'),
      ]) {
        const demo = setUp({ mode: 'real' });
        fireEvent.click(demo.button());
        await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
        act(() => end(demo));
        await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
        expect(screen.getByRole('alert').textContent).toBe(en['demo.error.callDropped']);
        expect(status().textContent).toBe('');
        demo.unmount();
      }
      expect(error).toHaveBeenCalledTimes(2);
    });

    it('tells the visitor when the platform ends the call after the join, before it is on', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      // The join is done; the audio observer (an optional stage) never finishes.
      const demo = setUp({ mode: 'real', daily: { delays: { observer: Infinity } } });
      fireEvent.click(demo.button());
      await waitFor(() => expect(status().textContent).toBe(en['demo.progress.audio']));
      act(() => demo.daily.last?.emitEjected());
      await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
      expect(screen.getByRole('alert').textContent).toBe(en['demo.error.joinFailed']);
      expect(status().textContent).toBe('');
      expect(error).toHaveBeenCalledTimes(1);
      expect(demo.daily.live()).toEqual([]);
    });

    it('tells a dropped connection during the start once: the error explains the failed start', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const demo = setUp({ mode: 'real', daily: { delays: { observer: Infinity } } });
      fireEvent.click(demo.button());
      await waitFor(() => expect(status().textContent).toBe(en['demo.progress.audio']));
      act(() => demo.daily.last?.emitConnectionLost());
      await waitFor(() => expect(demo.button().dataset.state).toBe('idle'));
      expect(screen.getByRole('alert').textContent).toBe(en['demo.error.callDropped']);
      expect(error).toHaveBeenCalledTimes(1);
    });

    it('gives the focus to the call button when the control to hear the assistant goes with the call', async () => {
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() =>
        Promise.reject(new DOMException('autoplay', 'NotAllowedError')),
      );
      vi.unstubAllGlobals();
      const demo = setUp({ mode: 'real' });
      fireEvent.click(demo.button());
      await waitFor(() => expect(demo.button().dataset.state).toBe('active'));
      act(() => {
        demo.daily.last?.emitTrackStarted({ participantId: 'assistant' });
      });
      const button = await waitFor(() => resume() ?? Promise.reject(new Error('no control yet')));
      button.focus();
      expect(document.activeElement).toBe(button);
      act(() => demo.daily.last?.emitEjected());
      await waitFor(() => expect(resume()).toBeNull());
      expect(document.activeElement).toBe(demo.button());
      expect(status().textContent).toBe(en['demo.callEnded']);
    });

    it('tells who blocks a refused microphone by the permission read again after the refusal', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const cases = [
        ['granted', 'demo.error.microphoneBlockedBySystem'],
        ['prompt', 'demo.error.microphoneDismissed'],
        ['denied', 'demo.error.microphoneBlocked'],
      ] as const;
      for (const [permission, key] of cases) {
        for (const [language, texts] of [
          ['en', en],
          ['cs', cs],
        ] as const) {
          const demo = setUp({ mode: 'real', language, microphone: { permission } });
          // The browser refuses whoever blocks (the system, a dismissed prompt, the site's setting), and the
          // permission stays what it was.
          Object.assign(demo.media, {
            getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
          });
          fireEvent.click(demo.button());
          await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(texts[key]));
          expect(demo.button().dataset.state).toBe('idle');
          expect(demo.answer).not.toHaveBeenCalled();
          demo.unmount();
        }
      }
    });
  });
});
