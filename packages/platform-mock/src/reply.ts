/** What an action answers, before it becomes an HTTP response. */
export interface Reply {
  status: number;
  body: unknown;
  /** A file answered as it is (a recording, a log) instead of `body` as JSON. */
  file?: FileAnswer;
}

/** The bytes of a downloaded file, their media type and the name a browser saves them under. */
export interface FileAnswer {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
  name: string;
}

const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The name of a status, as the platform puts it in `error`. */
export function statusName(status: number): string {
  return STATUS_NAMES[status] ?? 'Error';
}

/** The headers an answer carries: a file's media type and name, or JSON's. */
export function replyHeaders({ file }: Reply): Record<string, string> {
  return file
    ? { 'Content-Type': file.type, 'Content-Disposition': `attachment; filename="${file.name}"` }
    : { 'Content-Type': 'application/json' };
}

/** The bytes an answer carries: the file, or the body as JSON; `null` for no body. */
export function replyContent({ body, file }: Reply): Uint8Array<ArrayBuffer> | string | null {
  if (file) return file.bytes;
  return body === undefined ? null : JSON.stringify(body);
}

/** A success reply. */
export function reply(status: number, body: unknown): Reply {
  return { status, body };
}

/** A success reply carrying a file. */
export function fileReply(file: FileAnswer): Reply {
  return { status: 200, body: undefined, file };
}

/**
 * An error reply in the platform's error shape: `{ message, error, statusCode }`; `message` is a list for
 * validation errors, one entry per offending field.
 */
export function problem(status: number, message: string | string[]): Reply {
  return { status, body: { message, error: statusName(status), statusCode: status } };
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
