import { describe, expect, it } from 'vitest';
import { abortError, toError } from '../src/errors';
import type { CallStartProgressEvent, StartErrorEvent } from '../src/events';
import { ERROR_TYPES, STAGE_REQUIREMENTS, STAGES } from '../src/events';
import { runStage, StageFailure, stageErrorType } from '../src/stages';
import { createManualClock } from './support';

function context(signal = new AbortController().signal) {
  const clock = createManualClock();
  const progress: CallStartProgressEvent[] = [];
  const errors: StartErrorEvent[] = [];
  return {
    clock,
    signal,
    progress: (e: CallStartProgressEvent) => progress.push(e),
    error: (e: StartErrorEvent) => errors.push(e),
    events: progress,
    errors,
  };
}

describe('runStage', () => {
  it('reports started and completed with the duration on the injected clock', async () => {
    const ctx = context();
    const result = await runStage(
      ctx,
      'daily-call-join',
      async () => {
        ctx.clock.advance(250);
        return 'joined';
      },
      { metadata: (value) => ({ value }) },
    );
    expect(result).toBe('joined');
    expect(ctx.events).toMatchObject([
      { stage: 'daily-call-join', status: 'started' },
      { stage: 'daily-call-join', status: 'completed', duration: 250, metadata: { value: 'joined' } },
    ]);
  });

  it('turns a required failure into a StageFailure without emitting error itself', async () => {
    const ctx = context();
    const failure = await runStage(ctx, 'daily-call-join', () => Promise.reject('plain string')).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(StageFailure);
    expect(failure).toMatchObject({
      stage: 'daily-call-join',
      aborted: false,
      cause: new Error('plain string'),
    });
    expect(ctx.events.at(-1)).toMatchObject({ status: 'failed', metadata: { error: 'plain string' } });
    expect(ctx.errors).toEqual([]);
  });

  it('reports an optional failure as its error type and resolves undefined', async () => {
    const ctx = context();
    const result = await runStage(ctx, 'audio-observer-setup', () => {
      throw new Error('no observer');
    });
    expect(result).toBeUndefined();
    expect(ctx.errors).toMatchObject([{ type: 'audio-observer-setup-error', stage: 'audio-observer-setup' }]);
  });

  it('fails at once when the signal aborts, even if the work never settles', async () => {
    const controller = new AbortController();
    const ctx = context(controller.signal);
    const running = runStage(ctx, 'audio-processing-setup', () => new Promise(() => {}));
    controller.abort(abortError('stopped'));
    const failure = await running.catch((e: unknown) => e);
    expect(failure).toMatchObject({ stage: 'audio-processing-setup', aborted: true });
    expect(ctx.events.at(-1)?.metadata).toMatchObject({ aborted: true });
    expect(ctx.errors).toEqual([]);
  });

  it('maps every stage to one of the contract error types', () => {
    expect(Object.fromEntries(STAGES.map((stage) => [stage, stageErrorType(stage)]))).toEqual({
      'input-validation': 'validation-error',
      'microphone-permission': 'microphone-error',
      initialization: 'call-start-failed',
      'web-call-creation': 'start-method-error',
      'daily-call-object-creation': 'daily-call-object-creation-error',
      'mobile-permissions': 'call-start-failed',
      'daily-call-join': 'daily-call-join-error',
      'video-recording-setup': 'video-recording-setup-error',
      'audio-observer-setup': 'audio-observer-setup-error',
      'audio-processing-setup': 'audio-processing-setup-error',
    });
  });

  it('STAGE_REQUIREMENTS marks the three setup stages after the join optional, every other stage required', () => {
    expect(STAGE_REQUIREMENTS).toEqual({
      'input-validation': 'required',
      'microphone-permission': 'required',
      initialization: 'required',
      'web-call-creation': 'required',
      'daily-call-object-creation': 'required',
      'mobile-permissions': 'required',
      'daily-call-join': 'required',
      'video-recording-setup': 'optional',
      'audio-observer-setup': 'optional',
      'audio-processing-setup': 'optional',
    });
    expect(Object.isFrozen(STAGE_REQUIREMENTS)).toBe(true);
  });

  it('ERROR_TYPES lists exactly the start-error types of the stages plus the two Daily reports', () => {
    const emitted = new Set([...STAGES.map(stageErrorType), 'daily-error', 'microphone-error']);
    expect(new Set(ERROR_TYPES)).toEqual(emitted);
    expect(ERROR_TYPES).toHaveLength(emitted.size);
  });
});

describe('a stage rejected the way daily-js rejects', () => {
  it.each([
    ['a plain string', 'Not allowed', 'Not allowed'],
    [
      'an { error } object with a message',
      { error: { msg: 'processor unavailable' } },
      'processor unavailable',
    ],
    ['an { error } object with a string', { error: 'observer failed' }, 'observer failed'],
    ['an { errorMsg } object', { errorMsg: 'Meeting has ended' }, 'Meeting has ended'],
  ])('%s: its error says what went wrong, with the rejection as its cause', (_, rejection, message) => {
    const error = toError(rejection);
    expect(error.message).toBe(message);
    expect(error.cause).toBe(rejection);
  });
});
