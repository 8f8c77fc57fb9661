import { PlatformApiError } from '@clinic/api-client';
import {
  ERROR_TYPES,
  type ErrorType,
  MICROPHONE_FAILURE_REASONS,
  STAGE_REQUIREMENTS,
  STAGES,
  type Stage,
  stageErrorType,
} from '@clinic/web-call';
import { describe, expect, it, vi } from 'vitest';
import {
  BLOCKED_MICROPHONE_FAILURE,
  DEMO_FAILURES,
  type DemoFailureSource,
  isFailedEnd,
  logDemoFailure,
  toDemoFailure,
} from '../../src/demo/demo-failure';

const domError = (name: string, message = name) => new DOMException(message, name);
const startError = (type: ErrorType, stage: Stage | undefined, error: Error) =>
  ({ type, stage, error }) as DemoFailureSource;
const refused = (status: number) =>
  new PlatformApiError({ status, body: { message: 'no' }, method: 'POST', url: 'https://api.test/call/web' });

describe('toDemoFailure', () => {
  it('gives each of web-call’s microphone reasons its own message, before any call is made', () => {
    const failures = MICROPHONE_FAILURE_REASONS.map((reason) =>
      toDemoFailure({
        type: 'microphone-error',
        stage: 'microphone-permission',
        reason,
        error: domError('NotAllowedError'),
      }),
    );
    expect(failures).toEqual([
      'microphone-blocked',
      'no-microphone',
      'microphone-in-use',
      'microphone-unsupported',
    ]);
    // The start's own failure names the stage only: the browser's error tells the reason.
    expect(
      toDemoFailure({
        stage: 'microphone-permission',
        totalDuration: 3,
        error: domError('NotReadableError'),
        aborted: false,
        timestamp: '2026-11-27T21:00:00.000Z',
      }),
    ).toBe('microphone-in-use');
    // Daily asking during the join (a device id the page chose).
    expect(
      toDemoFailure(startError('daily-call-join-error', 'daily-call-join', domError('NotAllowedError'))),
    ).toBe('microphone-blocked');
  });

  it('calls a network failure of POST /call/web unreachable and an HTTP answer refusing', () => {
    const offline = new TypeError('Failed to fetch');
    expect(toDemoFailure(startError('start-method-error', 'web-call-creation', offline))).toBe(
      'platform-unreachable',
    );
    expect(toDemoFailure(startError('start-method-error', 'web-call-creation', refused(401)))).toBe(
      'platform-refused',
    );
    expect(toDemoFailure(startError('start-method-error', 'web-call-creation', refused(500)))).toBe(
      'platform-refused',
    );
    const noRoom = new Error('The platform created the web call without a webCallUrl to join.');
    expect(toDemoFailure(startError('start-method-error', 'web-call-creation', noRoom))).toBe(
      'platform-refused',
    );
  });

  it('says the call could not join when Daily cannot be created, loaded or joined', () => {
    const bundle = new Error(
      'Failed to load call object bundle https://c.daily.co/...: TypeError: Failed to fetch',
    );
    expect(toDemoFailure(startError('daily-call-join-error', 'daily-call-join', bundle))).toBe('join-failed');
    expect(
      toDemoFailure(
        startError('daily-call-object-creation-error', 'daily-call-object-creation', new Error('Duplicate')),
      ),
    ).toBe('join-failed');
    expect(toDemoFailure(startError('call-start-failed', 'initialization', new Error('chunk')))).toBe(
      'join-failed',
    );
  });

  it('tells a microphone Daily could not get mid-call (the optional flow) by its reason', () => {
    const midCall = (reason: (typeof MICROPHONE_FAILURE_REASONS)[number]) =>
      toDemoFailure({ type: 'microphone-error', reason, error: new Error('mic') });
    expect(midCall('denied')).toBe('microphone-blocked');
    expect(midCall('in-use')).toBe('microphone-in-use');
    expect(midCall('not-found')).toBe('no-microphone');
  });

  it('reports a fatal error of an active call as a dropped call', () => {
    expect(toDemoFailure({ type: 'daily-error', error: new Error('connection lost') })).toBe('call-dropped');
  });

  it('maps call-start-failed payloads the same way, and shows nothing for a start the visitor stopped', () => {
    const failed = {
      stage: 'web-call-creation' as const,
      totalDuration: 12,
      error: new TypeError('Failed to fetch'),
      timestamp: '2026-11-22T10:00:00.000Z',
    };
    expect(toDemoFailure({ ...failed, aborted: false })).toBe('platform-unreachable');
    expect(toDemoFailure({ ...failed, aborted: true })).toBeUndefined();
  });

  it('says the demo line did not answer when web-call’s time limit ends the start', () => {
    const timeout = Object.assign(new Error('POST /call/web was not answered in time.'), {
      name: 'TimeoutError',
    });
    expect(toDemoFailure(startError('start-method-error', 'web-call-creation', timeout))).toBe('no-answer');
    expect(toDemoFailure(startError('daily-call-join-error', 'daily-call-join', timeout))).toBe('no-answer');
    expect(
      toDemoFailure({
        stage: 'daily-call-join',
        totalDuration: 30_000,
        error: timeout,
        aborted: false,
        timestamp: '2026-11-22T10:00:00.000Z',
      }),
    ).toBe('no-answer');
  });

  it('shows nothing for the stages web-call calls optional, after which the call goes on', () => {
    const optional = STAGES.filter((stage) => STAGE_REQUIREMENTS[stage] === 'optional');
    expect(optional.length).toBeGreaterThan(0);
    for (const stage of optional) {
      expect(toDemoFailure(startError(stageErrorType(stage), stage, new Error('x')))).toBeUndefined();
      // Also when only the type says which stage it was.
      expect(toDemoFailure(startError(stageErrorType(stage), undefined, new Error('x')))).toBeUndefined();
    }
  });

  it('explains a start the platform ended at an optional stage (no error said why), not one the visitor stopped', () => {
    const ended = {
      stage: 'audio-observer-setup' as const,
      totalDuration: 900,
      error: new Error('Meeting has ended'),
      timestamp: '2026-11-28T10:00:00.000Z',
    };
    expect(toDemoFailure({ ...ended, aborted: false })).toBe('join-failed');
    expect(toDemoFailure({ ...ended, aborted: true })).toBeUndefined();
  });

  it('explains every required stage’s failure and every other error type (nothing falls through)', () => {
    const required = STAGES.filter((stage) => STAGE_REQUIREMENTS[stage] === 'required');
    for (const stage of required)
      expect(DEMO_FAILURES).toContain(
        toDemoFailure(startError(stageErrorType(stage), stage, new Error('x'))),
      );
    const optionalTypes = new Set<string>(
      STAGES.filter((stage) => STAGE_REQUIREMENTS[stage] === 'optional').map(stageErrorType),
    );
    for (const type of ERROR_TYPES.filter((candidate) => !optionalTypes.has(candidate))) {
      const failure = toDemoFailure({ type, error: new Error('x') } as DemoFailureSource);
      expect(DEMO_FAILURES).toContain(failure);
    }
  });
});

describe('a refused microphone, by the permission read after the refusal', () => {
  it('blames the system when the site is allowed, a dismissed prompt when nothing was decided, the site otherwise', () => {
    expect(BLOCKED_MICROPHONE_FAILURE).toEqual({
      granted: 'microphone-blocked-by-system',
      prompt: 'microphone-dismissed',
      denied: 'microphone-blocked',
      unknown: 'microphone-blocked',
    });
  });
});

describe('isFailedEnd', () => {
  it('reads the platform’s ended reasons for faults, and a hang-up or a limit as a normal end', () => {
    for (const fault of [
      'pipeline-error-openai-llm-failed',
      'call.in-progress.error-vapifault-deepgram-returning-404-not-found',
      'call.start.error-subscription-concurrency-limit-reached',
      'assistant-request-failed',
      'twilio-failed-to-connect-call',
    ])
      expect(isFailedEnd(fault), fault).toBe(true);
    for (const normal of [
      'assistant-ended-call',
      'assistant-said-end-call-phrase',
      'customer-ended-call',
      'silence-timed-out',
      'exceeded-max-duration',
      undefined,
    ])
      expect(isFailedEnd(normal), normal).toBe(false);
  });
});

describe('logDemoFailure', () => {
  it('logs a visitor-facing failure as an error once, with where it happened and the cause', () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const error = new TypeError('Failed to fetch');
    logDemoFailure(
      startError('start-method-error', 'web-call-creation', error),
      'platform-unreachable',
      logger,
    );
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]?.[0]).toContain(
      'platform-unreachable; start-method-error at web-call-creation',
    );
    expect(logger.error.mock.calls[0]?.[1]).toBe(error);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('logs a failure the visitor does not see as a warning', () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    logDemoFailure(
      startError('audio-processing-setup-error', 'audio-processing-setup', new Error('k')),
      undefined,
      logger,
    );
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.error).not.toHaveBeenCalled();
  });
});
