import { concatBytes } from './bytes';

/** The body was larger than allowed. */
export class BodyTooLargeError extends RangeError {
  override name = 'BodyTooLargeError';
}

/** Reads a request's body once, refusing it as soon as it grows past `maxBytes`. */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw new BodyTooLargeError(`body of ${declared} bytes`);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError(`body over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}
