import type { Clock } from './clock';
import type { CreateCallObject } from './daily/adapter';
import type { CallObjectSettings } from './daily/call-object-settings';
import type { Timeouts } from './timeouts';

/** Where `WebCall` writes what it cannot report as an event (unparseable messages, failed best-effort steps). */
export interface WebCallLogger {
  warn(message: string, ...details: unknown[]): void;
}

/** Options of `new WebCall()`. */
export interface WebCallOptions {
  /** The platform's public key; sent as the bearer token of `POST /call/web`. */
  readonly publicKey: string;
  /** Platform API base; defaults to `https://api.vapi.ai`. */
  readonly baseUrl?: string | undefined;
  /** Replaces daily-js (a fake in tests and simulations); the default loads daily-js on demand. */
  readonly createCallObject?: CreateCallObject | undefined;
  /** Whether to wait for mobile microphone permissions; the default reads the user agent. */
  readonly isMobile?: (() => boolean) | undefined;
  /** Replaces the global `fetch` for `POST /call/web`. */
  readonly fetch?: typeof fetch | undefined;
  /** Options passed to Daily's `createCallObject` (microphone source, user name and data). */
  readonly callObject?: CallObjectSettings | undefined;
  /** Timers and time source; tests and simulations inject their own. */
  readonly clock?: Clock | undefined;
  /** Defaults to `console`. */
  readonly logger?: WebCallLogger | undefined;
  /** How long `POST /call/web` and Daily's join may take (ms; defaults 15 000 and 30 000). */
  readonly timeouts?: Timeouts | undefined;
  /**
   * `required` (default): the microphone is asked for before the platform is, and a refusal fails the start
   * without spending a call. `optional`: Daily asks at the join and the call goes on without a microphone.
   */
  readonly microphone?: 'required' | 'optional' | undefined;
  /** Daily's noise cancellation on the microphone (default true); false never sets a processor. */
  readonly noiseCancellation?: boolean | undefined;
  /** When to say the visitor cannot be heard (`mic-silent`); false turns it off. */
  readonly micSilence?: MicSilenceOptions | false | undefined;
  /** The browser's media devices (default `navigator.mediaDevices`); tests pass `createFakeMediaDevices()`. */
  readonly mediaDevices?: MediaDevices | undefined;
}

/** How long a quiet microphone must stay below which level before `mic-silent`. */
export interface MicSilenceOptions {
  /** Milliseconds; default 4000. */
  readonly afterMs?: number | undefined;
  /** The local level (0..1) under which the microphone counts as quiet; default 0.02. */
  readonly threshold?: number | undefined;
}

/** The options that must be functions: anything else given for one is ignored, and its default used. */
const FUNCTION_OPTIONS = ['createCallObject', 'isMobile', 'fetch'] as const;

const isFunction = (value: unknown): boolean => typeof value === 'function';

/**
 * The options as a JavaScript caller gave them, less the settings that cannot work: each is ignored, with a
 * warning, and its default applies (a setting kept from an old configuration must not break the call). A `baseUrl`
 * that is neither an http(s) URL nor a path from the page's root (a same-origin proxy) throws a `TypeError`: the
 * key would be sent wherever it points.
 */
export function usableOptions(options: WebCallOptions): { options: WebCallOptions; logger: WebCallLogger } {
  const logger = isFunction(options.logger?.warn) ? (options.logger as WebCallLogger) : console;
  // Inherits what it does not override, so options given through a prototype or getters still reach the call.
  const usable = Object.create(options) as Record<string, unknown>;
  const ignore = (key: string) => {
    if (usable[key] === undefined) return;
    logger.warn(`${key} ignored: it is not what WebCall takes (see WebCallOptions).`);
    usable[key] = undefined;
  };
  if (!isFunction(options.logger?.warn)) ignore('logger');
  for (const key of FUNCTION_OPTIONS) if (!isFunction(usable[key])) ignore(key);
  const clock = options.clock as unknown as Record<string, unknown> | undefined;
  if (!(isFunction(clock?.now) && isFunction(clock?.setTimeout) && isFunction(clock?.clearTimeout))) {
    ignore('clock');
  }
  // A path from the root, but not `//host` or `/\host`, which browsers read as another host.
  if (options.baseUrl !== undefined && !/^(https?:\/\/[^/\\]|\/(?![/\\]))/i.test(String(options.baseUrl))) {
    throw new TypeError(
      `baseUrl must be an http(s) URL or a path from the page's root, not ${String(options.baseUrl)}.`,
    );
  }
  return { options: usable as unknown as WebCallOptions, logger };
}
