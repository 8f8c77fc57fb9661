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

/** Daily's factory, wrapped so a failed creation leaves no half-registered instance behind. */
export async function createDailyCallObject(options: DailyFactoryOptions): Promise<DailyCall> {
  const daily = await loadDaily();
  try {
    return daily.createCallObject(options);
  } catch (error) {
    // A creation that fails validation can leave its instance registered, and every later creation then
    // fails as a duplicate. Destroying it (best effort) frees the slot; a real duplicate is not ours to touch.
    try {
      if (!String(error).includes('Duplicate')) await daily.getCallInstance()?.destroy();
    } catch {}
    throw error;
  }
}
