import { describe, expect, it } from 'vitest';
import {
  createAppointmentBook,
  OPENING_HOURS,
  openingsOfWeek,
  SlotUnavailableError,
} from '../src/appointment-book';

describe('appointment book', () => {
  it('offers the openings of a Monday-to-Friday week and takes booked slots out', () => {
    const book = createAppointmentBook();
    const free = book.freeSlots('2026-12-07');
    expect(free).toHaveLength(5 * OPENING_HOURS.length);
    expect(free[0]).toBe('2026-12-07T09:00:00.000Z');
    expect(free.at(-1)).toBe('2026-12-11T16:00:00.000Z');
    book.book({ slot: '2026-12-08T09:00:00Z', patientName: 'Jana', treatment: 'cleaning' });
    expect(book.freeSlots('2026-12-07')).not.toContain('2026-12-08T09:00:00.000Z');
    expect(book.freeSlots('2026-12-07')).toHaveLength(free.length - 1);
  });

  it('refuses a booked slot, a time the clinic is closed and a week that does not start on Monday', () => {
    const book = createAppointmentBook();
    book.book({ slot: '2026-12-08T09:00:00.000Z', patientName: 'Jana', treatment: 'cleaning' });
    expect(() =>
      book.book({ slot: '2026-12-08T09:00:00.000Z', patientName: 'Petr', treatment: 'x' }),
    ).toThrow(SlotUnavailableError);
    expect(() =>
      book.book({ slot: '2026-12-12T09:00:00.000Z', patientName: 'Petr', treatment: 'x' }),
    ).toThrow(/not an opening/);
    expect(() => book.book({ slot: 'tomorrow', patientName: 'Petr', treatment: 'x' })).toThrow(
      SlotUnavailableError,
    );
    expect(() => openingsOfWeek('2026-12-08')).toThrow(RangeError);
    expect(book.appointments()).toHaveLength(1);
  });
});
