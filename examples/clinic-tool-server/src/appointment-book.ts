/** A booked appointment. */
export interface Appointment {
  id: string;
  /** Start of the slot, ISO 8601 in UTC. */
  slot: string;
  patientName: string;
  treatment: string;
}

/** The slot asked for is not free (booked already, or not an opening of the clinic). */
export class SlotUnavailableError extends Error {
  override name = 'SlotUnavailableError';
}

/** The hours (UTC) a slot starts at, Monday to Friday. */
export const OPENING_HOURS = [9, 10, 11, 14, 15, 16] as const;
const WORKING_DAYS = 5;
const WEEK_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Every opening of the week that starts on `week` (a Monday, `YYYY-MM-DD`). */
export function openingsOfWeek(week: string): string[] {
  const monday = new Date(`${week}T00:00:00Z`);
  if (!WEEK_PATTERN.test(week) || Number.isNaN(monday.getTime()) || monday.getUTCDay() !== 1) {
    throw new RangeError(`week must be a Monday as YYYY-MM-DD, got "${week}"`);
  }
  const openings: string[] = [];
  for (let day = 0; day < WORKING_DAYS; day++) {
    for (const hour of OPENING_HOURS) {
      openings.push(
        new Date(
          Date.UTC(monday.getUTCFullYear(), monday.getUTCMonth(), monday.getUTCDate() + day, hour),
        ).toISOString(),
      );
    }
  }
  return openings;
}

/** An in-memory appointment book: the stand-in for a clinic's practice-management system. */
export interface AppointmentBook {
  /** The openings of a week not booked yet, earliest first. */
  freeSlots(week: string): string[];
  /** Books a free slot; throws `SlotUnavailableError` otherwise. */
  book(request: Omit<Appointment, 'id'>): Appointment;
  /** Every appointment booked, in booking order. */
  appointments(): Appointment[];
}

function weekOf(slot: string): string {
  const start = new Date(slot);
  const monday = new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() - ((start.getUTCDay() + 6) % 7)),
  );
  return monday.toISOString().slice(0, 10);
}

/** Creates an empty appointment book. */
export function createAppointmentBook(): AppointmentBook {
  const booked = new Map<string, Appointment>();
  return {
    freeSlots: (week) => openingsOfWeek(week).filter((slot) => !booked.has(slot)),
    book({ slot, patientName, treatment }) {
      const start = new Date(slot);
      const normalized = Number.isNaN(start.getTime()) ? slot : start.toISOString();
      if (Number.isNaN(start.getTime()) || !openingsOfWeek(weekOf(normalized)).includes(normalized)) {
        throw new SlotUnavailableError(`${slot} is not an opening of the clinic.`);
      }
      if (booked.has(normalized)) throw new SlotUnavailableError(`${normalized} is already booked.`);
      const appointment = { id: `apt-${booked.size + 1}`, slot: normalized, patientName, treatment };
      booked.set(normalized, appointment);
      return appointment;
    },
    appointments: () => [...booked.values()],
  };
}
