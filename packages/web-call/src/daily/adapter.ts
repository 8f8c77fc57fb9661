import type {
  DailyCall,
  DailyCallOptions,
  DailyEvent,
  DailyEventObject,
  DailyFactoryOptions,
  DailyInputSettings,
  DailyParticipantUpdateOptions,
  DailyStreamingOptions,
} from '@daily-co/daily-js';
import type { InputDevices } from './call-object-settings';
import { loadDaily } from './load-daily';

/**
 * The part of a Daily call object that `WebCall` uses: the one seam between our code and daily-js. A real
 * `DailyCall` satisfies it; so does the fake of `@clinic/web-call/testing`.
 */
export interface DailyCallLike {
  join(properties?: DailyCallOptions): Promise<unknown>;
  leave(): Promise<void>;
  destroy(): Promise<void>;
  isDestroyed(): boolean;
  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  participants(): Readonly<Record<string, ParticipantInfo>>;
  updateParticipant(sessionId: string, updates: DailyParticipantUpdateOptions): unknown;
  startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void>;
  /** `undefined` before Daily's call machine has loaded, whatever daily-js's types say. */
  startLocalAudioLevelObserver(interval?: number): Promise<void> | undefined;
  stopLocalAudioLevelObserver(): void;
  updateInputSettings(inputSettings: DailyInputSettings): Promise<unknown>;
  startRecording(options?: DailyStreamingOptions<'recording', 'start'>): void;
  stopRecording(): void;
  sendAppMessage(data: unknown, to?: string): unknown;
  setLocalAudio(enabled: boolean): unknown;
  /** `null` before the join (no local participant yet), whatever daily-js's types say. */
  localAudio(): boolean | null;
  setInputDevicesAsync(devices: InputDevices): Promise<unknown>;
  setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<unknown>;
}

/** Creates a call object; the default loads daily-js on demand and calls its `createCallObject`. */
export type CreateCallObject = (options: DailyFactoryOptions) => DailyCallLike | Promise<DailyCallLike>;

/** The fields of a Daily participant that `WebCall` reads. */
export interface ParticipantInfo {
  readonly session_id: string;
  readonly local: boolean;
  readonly user_name?: string;
}

/** The platform's assistant joins the room under this name; other remote participants are not played. */
export const ASSISTANT_PARTICIPANT_NAME = 'Vapi Speaker';

/**
 * An instance daily-js registered before refusing its options: it registers an instance before validating them,
 * and its `destroy()` then throws before unregistering it. It never works, but it stays first in Daily's registry.
 */
let unusable: DailyCall | undefined;

/**
 * Daily's factory, wrapped so that a creation daily-js refused does not block every later one on the page as a
 * duplicate: the instance it left is destroyed if it can be, and otherwise is the one instance allowed beside ours.
 */
export async function createDailyCallObject(options: DailyFactoryOptions): Promise<DailyCall> {
  const daily = await loadDaily();
  const besideUnusable = unusable !== undefined && daily.getCallInstance() === unusable;
  try {
    return daily.createCallObject(
      besideUnusable ? { ...options, allowMultipleCallInstances: true } : options,
    );
  } catch (error) {
    // A real duplicate (another call object of the page) is not ours to touch.
    if (!besideUnusable && !String(error).includes('Duplicate')) {
      const left = daily.getCallInstance();
      try {
        await left?.destroy();
      } catch {}
      if (left && daily.getCallInstance() === left) unusable = left;
    }
    throw error;
  }
}
