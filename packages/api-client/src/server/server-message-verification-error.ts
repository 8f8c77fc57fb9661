/** Every reason a `ServerMessageVerificationError` can give. */
export const SERVER_MESSAGE_VERIFICATION_REASONS = [
  'missing-signature',
  'missing-timestamp',
  'stale-timestamp',
  'signature-mismatch',
  'bad-token',
  'body-too-large',
  'malformed',
] as const;

/** Why a request was not taken for a platform's server message. */
export type ServerMessageVerificationReason = (typeof SERVER_MESSAGE_VERIFICATION_REASONS)[number];

/**
 * A request that is not a verified server message. `reason` and `message` are for the server's own logs: the
 * handler answers every 401 with the same body, so a forger learns nothing from them.
 */
export class ServerMessageVerificationError extends Error {
  override name = 'ServerMessageVerificationError' as const;
  /** The status the request is answered with: 413 for the body's size, 400 for its content, 401 for the rest. */
  readonly status: 400 | 401 | 413;

  constructor(
    /** What failed. */
    readonly reason: ServerMessageVerificationReason,
    /** What the check saw, for the logs (a header's name, how far a timestamp was off, the URL signed). */
    seen?: string,
  ) {
    super(seen ? `${reason}: ${seen}` : reason);
    this.status = reason === 'body-too-large' ? 413 : reason === 'malformed' ? 400 : 401;
  }
}
