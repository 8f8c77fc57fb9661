import { answerToolCalls, createServerMessageHandler, type ServerAuth } from '@clinic/api-client/server';
import type { AppointmentBook } from './appointment-book';

/** The functions the clinic's assistant calls, as its tools name them. */
export const CLINIC_TOOL_NAMES = ['checkAvailability', 'bookAppointment'] as const;

function text(args: Record<string, unknown>, name: string): string {
  const value = args[name];
  if (typeof value !== 'string' || !value.trim()) throw new TypeError(`${name} is required`);
  return value;
}

/**
 * The clinic's server URL: free slots and booking over the appointment book; every other message answers
 * `200 {}` without a handler.
 */
export function createClinicToolServer(options: {
  auth: ServerAuth;
  book: AppointmentBook;
  onError?: (error: Error) => void;
}): (request: Request) => Promise<Response> {
  const { auth, book, onError } = options;
  return createServerMessageHandler({
    auth,
    onError,
    on: {
      'tool-calls': answerToolCalls({
        checkAvailability: (args) => ({
          week: text(args, 'week'),
          freeSlots: book.freeSlots(text(args, 'week')),
        }),
        bookAppointment: (args) => {
          const appointment = book.book({
            slot: text(args, 'slot'),
            patientName: text(args, 'patientName'),
            treatment: typeof args.treatment === 'string' ? args.treatment : 'check-up',
          });
          return `Booked ${appointment.treatment} for ${appointment.patientName} at ${appointment.slot} (${appointment.id}).`;
        },
      }),
    },
  });
}
