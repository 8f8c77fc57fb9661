import type { ConsultationRequest } from './consultation-schema';

/** The contact endpoint answered with an error status. */
export class ContactSubmitError extends Error {
  constructor(readonly status: number) {
    super(`The contact endpoint answered ${status}`);
    this.name = 'ContactSubmitError';
  }
}

/** Posts a consultation request as JSON; resolves on 2xx, rejects on anything else or a network failure. */
export async function submitConsultation(
  request: ConsultationRequest,
  options: { endpoint: string; fetch: typeof fetch; signal?: AbortSignal },
): Promise<void> {
  const response = await options.fetch(options.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(request),
    signal: options.signal,
  });
  if (!response.ok) throw new ContactSubmitError(response.status);
}
