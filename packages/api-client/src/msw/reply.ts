/** What an action answers, before it becomes an HTTP response. */
export interface Reply {
  status: number;
  body: unknown;
}

const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
};

/** A success reply. */
export function reply(status: number, body: unknown): Reply {
  return { status, body };
}

/** An error reply in the platform's error shape: `{ message, error, statusCode }`. */
export function problem(status: number, message: string): Reply {
  return { status, body: { message, error: STATUS_NAMES[status] ?? 'Error', statusCode: status } };
}

/** Raised by shapes and responders for bad input; the handler turns it into a `problem` reply. */
export class MockProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
