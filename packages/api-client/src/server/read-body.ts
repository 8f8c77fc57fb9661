import { concatBytes } from './bytes';
import { ServerMessageVerificationError } from './server-message-verification-error';

const tooLarge = () => new ServerMessageVerificationError('body-too-large');

/**
 * Reads a request's body once, refusing it as soon as it grows past `maxBytes`; rejects with a
 * `ServerMessageVerificationError`, `body-too-large` or, for a body that cannot be read, `malformed`.
 */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length')) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new ServerMessageVerificationError('malformed');
    });
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}
