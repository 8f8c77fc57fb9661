import { describe, expectTypeOf, it } from 'vitest';
import type { PlatformMock } from '../src/index';
import type { PlatformMock as PlatformMockWithHandlers } from '../src/msw/index';

describe('the two entries', () => {
  it('give the same mock, the ./msw one with its handlers added', () => {
    expectTypeOf<PlatformMock>().not.toHaveProperty('handlers');
    expectTypeOf<PlatformMockWithHandlers>().toHaveProperty('handlers');
    expectTypeOf<Omit<PlatformMockWithHandlers, 'handlers'>>().toEqualTypeOf<PlatformMock>();
  });
});
