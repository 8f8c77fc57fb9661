import type { CallState, Stage, WebCall } from '@clinic/web-call';
import { useCallState, useSpeaking, useWebCall, useWebCallEvent } from '@clinic/web-call/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { env } from '../config/env';
import { useTexts } from '../i18n/use-texts';
import { type DemoCallRequests, demoCallRequests } from './demo-call-requests';
import { publishDemoCall } from './demo-call-status';
import { type DemoFailure, type DemoFailureSource, logDemoFailure, toDemoFailure } from './demo-failure';
import type { DemoPlatform } from './demo-platform-types';
import { pauseRecordings } from './use-audio-player';

/** Where a start is: the demo's own microphone check, then web-call's stages. */
export type DemoCallStep = 'microphone-check' | Stage;

/** What the live demo shows and does. */
export interface DemoCall {
  readonly call: WebCall;
  /** `connecting` also covers the microphone check that runs before the call is started. */
  readonly state: CallState;
  /** The step under way while connecting. */
  readonly step: DemoCallStep | undefined;
  readonly speaking: boolean;
  /** The last failure, until the next start. */
  readonly failure: DemoFailure | undefined;
  /** Starts a call when idle, ends it when active; does nothing while connecting. */
  toggle(): void;
  /** Starts a call when none is connecting or active (the retry after a failure). */
  start(): void;
  /** Ends a start under way at once: idle, no call object, no microphone held. */
  cancel(): void;
  /** Loads what a call needs ahead of the click (hover, focus). */
  preload(): void;
}

/** Options of `useDemoCall`. */
export interface DemoCallOptions {
  readonly platform: DemoPlatform;
  /**
   * Rejects with getUserMedia's error when the microphone cannot be used; defaults to the platform's check (the
   * simulated platform has none: it plays a recording and never asks for the microphone).
   */
  readonly checkMicrophone?: () => Promise<void>;
  readonly assistantId?: string;
  /** Where the page's other call buttons ask for a call. */
  readonly requests?: DemoCallRequests;
}

const toError = (value: unknown): Error => (value instanceof Error ? value : new Error(String(value)));

/**
 * The demo call: one `WebCall` on the build's platform, a microphone check before each start (daily-js only
 * reports a refused microphone as an event once the call runs), and failures turned into visitor messages,
 * each logged once.
 */
export function useDemoCall({
  platform,
  checkMicrophone: check = platform.checkMicrophone,
  assistantId = env.demoAssistantId,
  requests = demoCallRequests,
}: DemoCallOptions): DemoCall {
  const { locale } = useTexts();
  const language = useRef(locale);
  useEffect(() => {
    language.current = locale;
  }, [locale]);
  const [options] = useState(() => platform.webCallOptions({ language: () => language.current }));
  const call = useWebCall(options);
  const callState = useCallState(call);
  const speaking = useSpeaking(call);
  const [checking, setChecking] = useState(false);
  const [step, setStep] = useState<DemoCallStep | undefined>();
  const [failure, setFailure] = useState<DemoFailure | undefined>();
  const starting = useRef(false);
  // Counts starts; a cancel moves it on, so a microphone check that was under way ends without a call.
  const attempts = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const report = useCallback((source: DemoFailureSource) => {
    const found = toDemoFailure(source);
    logDemoFailure(source, found);
    if (found) setFailure(found);
  }, []);

  useWebCallEvent(call, 'call-start-progress', ({ stage, status }) => {
    if (status === 'started') setStep(stage);
  });
  useWebCallEvent(call, 'error', (event) => {
    report(event);
    // Daily goes on without a microphone; a demo that cannot hear the visitor is ended with the reason shown.
    if (event.type === 'microphone-error') void call.stop();
  });

  const start = useCallback(async () => {
    // A second press (or another button's request) while a start or a call is under way does nothing.
    if (starting.current || call.state !== 'idle') return;
    starting.current = true;
    const attempt = ++attempts.current;
    pauseRecordings();
    setFailure(undefined);
    setStep('microphone-check');
    setChecking(true);
    try {
      await check?.();
    } catch (error) {
      if (attempt !== attempts.current) return; // cancelled meanwhile: nothing to explain
      report({ stage: 'microphone-check', error: toError(error) });
      setChecking(false);
      starting.current = false;
      return;
    }
    // Cancelled, or the page left, during the check: no call for a demo nobody waits for.
    if (attempt !== attempts.current || !mounted.current) return;
    // In the same tick as the start, so the state goes straight from checking to web-call's `connecting`.
    setChecking(false);
    try {
      await call.start({ assistantId });
    } finally {
      if (attempt === attempts.current) starting.current = false;
    }
  }, [assistantId, call, check, report]);

  const end = useCallback((): Promise<void> => {
    attempts.current += 1;
    starting.current = false;
    setChecking(false);
    // Aborts web-call's start or ends the call: it destroys the call object (which gives the microphone back)
    // and goes idle.
    return call.stop();
  }, [call]);
  const cancel = useCallback(() => void end(), [end]);

  const startNow = useCallback(() => void start(), [start]);
  useEffect(() => requests.handle(startNow), [requests, startNow]);

  const toggle = useCallback(() => {
    if (call.state === 'active') void call.stop();
    else void start();
  }, [call, start]);

  const preload = useCallback(() => {
    void platform.preload(call);
  }, [call, platform]);

  const state: CallState = checking ? 'connecting' : callState;
  // The recordings and the mobile call bar follow the call through the page's one call status.
  useEffect(() => publishDemoCall(state, end), [state, end]);
  useEffect(() => () => publishDemoCall('idle', undefined), []);
  return {
    call,
    state,
    step: state === 'connecting' ? step : undefined,
    speaking,
    failure,
    toggle,
    start: startNow,
    cancel,
    preload,
  };
}
