import type { CallState, MicrophonePermission, Stage, WebCall } from '@clinic/web-call';
import {
  useAudioBlocked,
  useCallState,
  useMicSilent,
  useNetwork,
  useSpeaking,
  useWebCall,
  useWebCallEvent,
} from '@clinic/web-call/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { env } from '../config/env';
import { ENV_DEFAULTS } from '../config/parse-env';
import { useTexts } from '../i18n/use-texts';
import { type DemoCallRequest, type DemoCallRequests, demoCallRequests } from './demo-call-requests';
import { publishDemoCall } from './demo-call-status';
import {
  BLOCKED_MICROPHONE_FAILURE,
  type DemoFailure,
  type DemoFailureSource,
  isFailedEnd,
  logDemoFailure,
  toDemoFailure,
} from './demo-failure';
import type { DemoPlatform } from './demo-platform-types';
import { pauseRecordings } from './use-audio-player';

/** Where a start is: web-call's stage under way. */
export type DemoCallStep = Stage;

/** What the live demo shows and does. */
export interface DemoCall {
  readonly call: WebCall;
  readonly state: CallState;
  /** The step under way while connecting. */
  readonly step: DemoCallStep | undefined;
  readonly speaking: boolean;
  /** The last failure, until the next start. */
  readonly failure: DemoFailure | undefined;
  /** The receptionist (the platform) ended the last call, with no fault; until the next start. */
  readonly endedByReceptionist: boolean;
  /** What a start would meet, asked without prompting; undefined until known or where no microphone is used. */
  readonly microphone: MicrophonePermission | undefined;
  /** The browser refused to play the assistant: a click must call `resumeAudio`. */
  readonly audioBlocked: boolean;
  /** The visitor has not been heard for a few seconds of the call. */
  readonly micSilent: boolean;
  /** The call's connection dropped and is being regained. */
  readonly reconnecting: boolean;
  /**
   * The call just connected, or came back after `reconnecting`; said once, so cleared by the next thing the visitor
   * must be told (a notice) and never said again after it.
   */
  readonly arrived: boolean;
  /** Plays the refused assistant; call it from a click. Resolves whether it now plays. */
  resumeAudio(): Promise<boolean>;
  /** Starts a call when idle, ends it when active; does nothing while connecting. */
  toggle(): void;
  /** Starts a call when none is connecting or active (the retry after a failure). */
  start(): void;
  /** Ends a start under way at once: idle, no call object, no microphone held. */
  cancel(): void;
  /** Loads what a call needs ahead of the click (hover, focus). */
  preload(): void;
  /**
   * The button outside the demo that asked for the start under way with the focus on it (`DemoCallRequest`), once:
   * the demo's own control takes that focus.
   */
  takeRequestFocus(): HTMLElement | undefined;
}

/** Options of `useDemoCall`. */
export interface DemoCallOptions {
  readonly platform: DemoPlatform;
  readonly assistantId?: string;
  /** Where the page's other call buttons ask for a call. */
  readonly requests?: DemoCallRequests;
}

/**
 * What the browser would answer for the microphone, read without prompting when the demo mounts, once a call is
 * active (the prompt has been answered) and whenever it is idle again or about to be used (the visitor may have
 * changed it in the address bar meanwhile).
 */
function useMicrophonePermission(platform: DemoPlatform, state: CallState) {
  const [permission, setPermission] = useState<MicrophonePermission | undefined>();
  const refresh = useCallback(() => {
    const ask = platform.microphonePermission;
    if (!ask) return;
    ask().then(setPermission, () => setPermission('unknown'));
  }, [platform]);
  useEffect(() => {
    if (state !== 'connecting') refresh();
  }, [state, refresh]);
  return [permission, refresh] as const;
}

/**
 * The demo call: one `WebCall` on the build's platform (which, with a real key, asks for the microphone before
 * it spends a call), what the visitor must know during it, and failures turned into visitor messages, each
 * logged once.
 */
export function useDemoCall({
  platform,
  assistantId = env.demoAssistantId ?? ENV_DEFAULTS.demoAssistantId,
  requests = demoCallRequests,
}: DemoCallOptions): DemoCall {
  const { locale } = useTexts();
  const language = useRef(locale);
  const [options] = useState(() => platform.webCallOptions({ language: () => language.current }));
  const call = useWebCall(options);
  const state = useCallState(call);
  const speaking = useSpeaking(call);
  const audioBlocked = useAudioBlocked(call);
  const micSilent = useMicSilent(call);
  const network = useNetwork(call);
  const [microphone, refreshMicrophone] = useMicrophonePermission(platform, state);
  const [step, setStep] = useState<DemoCallStep | undefined>();
  const [failure, setFailure] = useState<DemoFailure | undefined>();
  const [endedByReceptionist, setEndedByReceptionist] = useState(false);
  const [arrived, setArrived] = useState(false);
  const starting = useRef(false);
  // Counts starts; an end moves it on, so a start cancelled meanwhile does not hold back the next one.
  const attempts = useRef(0);
  // Whether this start's failure has been told already (an `error` precedes the `call-start-failed` it explains).
  const told = useRef(false);
  const requestFocus = useRef<HTMLElement | undefined>(undefined);

  const report = useCallback(
    (source: DemoFailureSource) => {
      const found = toDemoFailure(source);
      if (!found) return logDemoFailure(source, found);
      told.current = true;
      const attempt = attempts.current;
      const tell = (shown: DemoFailure) => {
        logDemoFailure(source, shown);
        // A start made meanwhile has its own outcome.
        if (attempt === attempts.current) setFailure(shown);
      };
      const ask = platform.microphonePermission;
      if (found !== 'microphone-blocked' || !ask) return tell(found);
      // The browser refuses with one error whoever blocks: its permission, read again now, says who did.
      ask().then(
        (permission) => tell(BLOCKED_MICROPHONE_FAILURE[permission]),
        () => tell(found),
      );
    },
    [platform],
  );

  const arrive = () => setArrived(true);
  useWebCallEvent(call, 'call-start-success', arrive);
  useWebCallEvent(call, 'reconnected', arrive);
  const noticed = () => setArrived(false);
  useWebCallEvent(call, 'reconnecting', noticed);
  useWebCallEvent(call, 'audio-blocked', noticed);
  useWebCallEvent(call, 'mic-silent', noticed);
  useWebCallEvent(call, 'call-start-progress', ({ stage, status }) => {
    if (status === 'started') setStep(stage);
  });
  useWebCallEvent(call, 'error', (event) => {
    report(event);
    // Only without web-call's microphone stage does a call go on without a microphone; a demo that cannot hear
    // the visitor is ended with the reason shown.
    if (event.type === 'microphone-error' && !event.stage) void call.stop();
  });
  // A start that failed with no `error` to say why (the platform ended the call before it was on) is told too.
  useWebCallEvent(call, 'call-start-failed', (event) => {
    if (!event.aborted && !told.current) report(event);
  });
  // The receptionist hanging up is a normal end, said once; a platform that ended the call on a fault is a failure.
  // Lost connections and other errors are told by their `error`.
  useWebCallEvent(call, 'call-end', ({ reason, endedReason: why }) => {
    if (reason !== 'remote') return;
    if (!isFailedEnd(why)) return setEndedByReceptionist(true);
    // To the visitor, a call the platform could not carry on broke off, as a lost one does.
    console.error(`Live demo call failed (call-dropped; the platform ended it: ${why}).`);
    setFailure('call-dropped');
  });

  const start = useCallback(
    async (request: DemoCallRequest = {}) => {
      // A second press (or another button's request) while a start or a call is under way does nothing.
      if (starting.current || call.state !== 'idle') return;
      starting.current = true;
      requestFocus.current = request.from;
      const attempt = ++attempts.current;
      pauseRecordings();
      setFailure(undefined);
      setEndedByReceptionist(false);
      setArrived(false);
      told.current = false;
      try {
        await call.start({ assistantId });
      } finally {
        if (attempt === attempts.current) starting.current = false;
      }
    },
    [assistantId, call],
  );

  // Aborts web-call's start (the microphone prompt included) or ends the call: it destroys the call object,
  // gives the microphone back and goes idle.
  const end = useCallback((): Promise<void> => {
    attempts.current += 1;
    starting.current = false;
    return call.stop();
  }, [call]);
  const cancel = useCallback(() => void end(), [end]);

  // A call keeps the language it started in (the assistant's, the recording's, the transcript's): the page switched
  // to another language ends it, rather than let it go on in the old one under the new page's labels.
  useEffect(() => {
    if (language.current === locale) return;
    language.current = locale;
    if (call.state !== 'idle') void end();
  }, [locale, call, end]);

  const startNow = useCallback(() => void start(), [start]);
  const startRequested = useCallback((request: DemoCallRequest) => void start(request), [start]);
  useEffect(() => requests.handle(startRequested), [requests, startRequested]);

  const toggle = useCallback(() => {
    if (call.state === 'active') void call.stop();
    else void start();
  }, [call, start]);

  const preload = useCallback(() => {
    void platform.preload(call);
    refreshMicrophone();
  }, [call, platform, refreshMicrophone]);

  const resumeAudio = useCallback(() => call.resumeAudio(), [call]);
  const takeRequestFocus = useCallback(() => {
    const from = requestFocus.current;
    requestFocus.current = undefined;
    return from;
  }, []);

  // The recordings and the mobile call bar follow the call through the page's one call status.
  useEffect(() => publishDemoCall(state, end), [state, end]);
  useEffect(() => () => publishDemoCall('idle', undefined), []);
  return {
    call,
    state,
    step: state === 'connecting' ? step : undefined,
    speaking,
    failure,
    endedByReceptionist,
    microphone,
    audioBlocked: state !== 'idle' && audioBlocked,
    micSilent: state === 'active' && micSilent,
    reconnecting: state === 'active' && network.connection === 'reconnecting',
    arrived: state === 'active' && arrived,
    resumeAudio,
    toggle,
    start: startNow,
    cancel,
    preload,
    takeRequestFocus,
  };
}
