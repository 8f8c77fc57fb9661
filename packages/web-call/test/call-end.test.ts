import { describe, expect, it } from 'vitest';
import { createHarness } from './support';

const target = { assistantId: 'asst_1' } as const;

describe('call-end { reason }', () => {
  it('stop() and end() of this page: local', async () => {
    const { call, recorder } = createHarness();
    await call.start(target);
    await call.stop();
    await call.start(target);
    await call.end();
    expect(recorder.of('call-end')).toEqual([{ reason: 'local' }, { reason: 'local' }]);
  });

  it.each(['emitEjected', 'leave'] as const)(
    'the platform ending the call (%s) is remote, and not an error',
    async (how) => {
      const { call, factory, recorder } = createHarness();
      await call.start(target);
      const fake = factory.last;
      if (how === 'leave') await fake?.leave();
      else fake?.emitEjected();
      expect(recorder.of('call-end')).toEqual([{ reason: 'remote' }]);
      expect(recorder.of('error')).toEqual([]);
      expect(call.getSnapshot().error).toBeUndefined();
      await call.stop();
    },
  );

  it('a connection lost for good is network, with a daily-error; any other fatal error is error', async () => {
    const { call, factory, recorder } = createHarness();
    await call.start(target);
    factory.last?.emitConnectionLost();
    await call.start(target);
    factory.last?.emitFatalError('boom', 'meeting-full');
    expect(recorder.of('call-end')).toEqual([{ reason: 'network' }, { reason: 'error' }]);
    expect(recorder.of('error').map((e) => e.type)).toEqual(['daily-error', 'daily-error']);
    await call.stop();
  });
});
