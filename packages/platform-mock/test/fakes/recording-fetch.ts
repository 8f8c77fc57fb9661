/** Answers one request; what a test puts behind the client instead of the network. */
export type Answer = (request: Request) => Response | Promise<Response>;

/** A `fetch` that records every request it is given and answers it with `answer`. */
export interface RecordingFetch {
  fetch: typeof fetch;
  /** Copies of the requests, in order, with their bodies still readable. */
  requests: Request[];
}

/** Builds a recording `fetch`; it honours `signal` the way a real fetch does, so aborts can be tested. */
export function createRecordingFetch(answer: Answer): RecordingFetch {
  const requests: Request[] = [];
  const recordingFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    request.signal.throwIfAborted();
    return await new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(request.signal.reason);
      request.signal.addEventListener('abort', onAbort, { once: true });
      Promise.resolve(answer(request)).then(
        (response) => {
          request.signal.removeEventListener('abort', onAbort);
          resolve(response);
        },
        (error: unknown) => {
          request.signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  };
  return { fetch: recordingFetch, requests };
}

/** A JSON response, the way the platform answers. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
