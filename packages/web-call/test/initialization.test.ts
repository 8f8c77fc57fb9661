import { describe, expect, it, vi } from 'vitest';
import { createHarness } from './support';

// A chunk that fails to load (a flaky network, a deploy that removed it) fails the initialization stage.
vi.mock('../src/call-session', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('initialization', () => {
  it('fails cleanly when the call code cannot be loaded', async () => {
    const { call, recorder, factory } = createHarness();
    expect(await call.start({ assistantId: 'asst_1' })).toBeNull();
    expect(recorder.progress()).toEqual([
      'input-validation:started',
      'input-validation:completed',
      'initialization:started',
      'initialization:failed',
    ]);
    expect(recorder.of('error')).toMatchObject([{ type: 'call-start-failed', stage: 'initialization' }]);
    expect(recorder.of('call-start-failed')).toMatchObject([{ stage: 'initialization', aborted: false }]);
    expect(call.state).toBe('idle');
    expect(factory.instances).toEqual([]);
    // The next start is not refused as "already started".
    expect(await call.start({ assistantId: 'asst_1' })).toBeNull();
    expect(recorder.of('call-start-failed')).toHaveLength(2);
  });
});
