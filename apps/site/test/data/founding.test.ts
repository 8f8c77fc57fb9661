import { describe, expect, it } from 'vitest';
import { foundingStatus } from '../../src/data/founding';

describe('foundingStatus', () => {
  it('is open up to the end of the deadline day and closed after', () => {
    expect(foundingStatus(new Date('2025-10-01T10:00:00Z'), '2025-10-30')).toBe('open');
    expect(foundingStatus(new Date('2025-10-30T23:00:00Z'), '2025-10-30')).toBe('open');
    expect(foundingStatus(new Date('2025-10-31T00:00:01Z'), '2025-10-30')).toBe('closed');
    expect(foundingStatus(new Date('2026-11-22T12:00:00Z'), '2025-10-30')).toBe('closed');
  });
});
