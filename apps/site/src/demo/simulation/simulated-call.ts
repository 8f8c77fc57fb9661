import type { CreateCallObject } from '@clinic/web-call';
import { createFakeCallFactory, type FakeCallObject } from '@clinic/web-call/testing';
import { cueMessages, type ScheduledMessage } from '../transcript/cue-timeline';
import type { SampleCue } from '../transcript/sample-cues';
import { prepareSampleVoice, type SampleVoice, type SampleVoiceOptions } from './sample-voice';

/** Options of `createSimulatedCallFactory`; every browser facility can be replaced (tests). */
export interface SimulatedCallOptions {
  /** The recording the assistant speaks, read at each join (the visitor may have switched language). */
  readonly sampleUrl: () => string | undefined;
  /**
   * The script of that recording, read at each join like `sampleUrl`: the assistant's transcriber "hears" it as it
   * plays and sends the platform's `transcript` messages. Without cues (or when they cannot load) the call goes
   * on without a transcript.
   */
  readonly sampleCues?: () => Promise<readonly SampleCue[]> | undefined;
  readonly prepareVoice?: (
    options: Pick<SampleVoiceOptions, 'url' | 'onLevel' | 'onEnded'>,
  ) => Promise<SampleVoice>;
  readonly setTimeout?: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout?: (id: unknown) => void;
  /** How long creating the call object and joining take (ms), roughly what daily-js takes on a good line. */
  readonly createDelayMs?: number;
  readonly joinDelayMs?: number;
  /** Silence after the recording before the assistant hangs up (more than the 1 s speaking timeout). */
  readonly hangUpAfterMs?: number;
}

/** A `createCallObject` for `WebCall` whose calls are answered by the simulated assistant. */
export interface SimulatedCallFactory {
  readonly createCallObject: CreateCallObject;
  /** Every call object created so far. */
  readonly instances: readonly FakeCallObject[];
}

/** The status the platform sends when the assistant ends the call. */
export const ASSISTANT_ENDED_STATUS = JSON.stringify({
  type: 'status-update',
  status: 'ended',
  endedReason: 'assistant-ended-call',
});

/**
 * Daily call objects (web-call's fake, scripted) on which the assistant answers like the platform's would: the
 * assistant says it is listening, its voice — the bundled sample call, played
 * through Web Audio — arrives as a real remote audio track with real audio levels, and when the recording is over
 * it hangs up, as the real assistant ends a call. The visitor's side is never heard (the assistant plays a
 * recording), so unlike daily-js the join never asks for the microphone.
 */
export function createSimulatedCallFactory(options: SimulatedCallOptions): SimulatedCallFactory {
  const {
    sampleUrl,
    sampleCues = () => undefined,
    prepareVoice = prepareSampleVoice,
    setTimeout: schedule = (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: unschedule = (id) => globalThis.clearTimeout(id as number),
    createDelayMs = 150,
    joinDelayMs = 400,
    hangUpAfterMs = 1500,
  } = options;
  const factory = createFakeCallFactory({
    createDelay: createDelayMs,
    delays: { join: joinDelayMs },
    setTimeout: schedule,
  });

  const answer = (fake: FakeCallObject) => {
    let voice: SampleVoice | undefined;
    let hangUp: unknown;
    let over = false;
    let observing = false;
    // The transcript still to send, in time order, and how far along it is.
    let script: readonly ScheduledMessage[] = [];
    let sent = 0;

    // Sends what the recording has said by `ms`, on the audio clock (checked with every level report).
    const transcribeUntil = (ms: number) => {
      while (!over && sent < script.length && (script[sent]?.atMs ?? Infinity) <= ms) {
        fake.emitAppMessage(JSON.stringify(script[sent]?.message));
        sent += 1;
      }
    };

    // The factory keeps every call object for the page's life, and this closure with it: the ended call lets go of
    // its decoded recording (megabytes) and its script, or each replay of the demo would keep one more.
    const release = () => {
      if (over) return;
      over = true;
      if (hangUp !== undefined) unschedule(hangUp);
      voice?.stop();
      voice = undefined;
      script = [];
    };
    fake.on('left-meeting', release);
    fake.on('call-instance-destroyed', release);

    // Daily reports levels only once the observer runs; so does the simulation.
    const observe = fake.startRemoteParticipantsAudioLevelObserver.bind(fake);
    fake.startRemoteParticipantsAudioLevelObserver = async (interval) => {
      await observe(interval);
      observing = true;
    };

    const hangUpNow = () => {
      hangUp = undefined;
      if (over || fake.isDestroyed()) return;
      fake.emitAppMessage(ASSISTANT_ENDED_STATUS);
      if (voice) fake.emitTrackStopped({ track: voice.track });
      void fake.leave();
    };

    const join = fake.join.bind(fake);
    fake.join = async (properties) => {
      const url = sampleUrl();
      if (!url) throw new Error('The simulated assistant has no sample call to speak (none is bundled).');
      // The captions are a nicety: one that cannot load costs the transcript, not the call.
      const cues = Promise.resolve(sampleCues()).then(
        (loaded) => loaded ?? [],
        (error: unknown) => {
          console.warn('The simulated call has no transcript: its captions did not load.', error);
          return [];
        },
      );
      const prepared = await prepareVoice({
        url,
        onLevel: (level) => {
          if (voice) transcribeUntil(voice.position());
          if (observing && !over) fake.emitAudioLevels(level);
        },
        onEnded: () => {
          transcribeUntil(Infinity);
          hangUp = schedule(hangUpNow, hangUpAfterMs);
        },
      });
      const messages = cueMessages(await cues);
      // Stopped while the recording was loading: let it go at once, and keep none of it.
      if (over || fake.isDestroyed()) {
        prepared.stop();
        throw new Error('The simulated call was stopped while joining.');
      }
      voice = prepared;
      script = messages;
      const joined = await join(properties);
      fake.emitAppMessage('listening');
      fake.emitTrackStarted({ track: prepared.track });
      prepared.play();
      return joined;
    };
  };

  return {
    async createCallObject(createOptions) {
      const fake = await factory.createCallObject(createOptions);
      answer(fake);
      return fake;
    },
    instances: factory.instances,
  };
}
