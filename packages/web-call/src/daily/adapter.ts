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
import { pageState } from '../page-state';
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
  /** `blocked`: Daily could not get the microphone (denied, missing), so it cannot be turned on. */
  readonly tracks?: { readonly audio?: { readonly state?: string } };
}

/** The platform's assistant joins the room under this name; other remote participants are not played. */
export const ASSISTANT_PARTICIPANT_NAME = 'Vapi Speaker';

/** The ids of the call objects daily-js holds now (its registry on `window._daily`; none before it first creates). */
const registered = (): string[] =>
  Object.keys((globalThis as { _daily?: { instances?: object } })._daily?.instances ?? {});

/**
 * Daily's factory, wrapped so that a creation daily-js refused does not block every later one on the page as a
 * duplicate: the instance it left is destroyed if it can be, and otherwise a new call object is allowed beside such
 * instances, and only when nothing else is registered.
 */
export async function createDailyCallObject(options: DailyFactoryOptions): Promise<DailyCall> {
  const daily = await loadDaily();
  const { unusable } = pageState();
  const held = registered();
  const besideUnusable = held.length > 0 && held.every((id) => unusable.has(id));
  try {
    return daily.createCallObject(
      besideUnusable ? { ...options, allowMultipleCallInstances: true } : options,
    );
  } catch (error) {
    // Refused as a duplicate, another call object is registered: not ours to touch. Otherwise the only one not known
    // to be unusable is the instance this creation left.
    if (!String(error).includes('Duplicate')) {
      for (const id of registered().filter((id) => !unusable.has(id))) {
        try {
          await daily.getCallInstance(id)?.destroy();
        } catch {}
        if (registered().includes(id)) unusable.add(id);
      }
    }
    throw error;
  }
}
