/** The part of Node's `IncomingMessage` the listener uses. */
export interface NodeRequestLike extends AsyncIterable<Uint8Array> {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  /** Node's socket: a TLS one (`https.createServer`) has `encrypted: true`. */
  socket?: unknown;
}

/** The part of Node's `ServerResponse` the listener uses. */
export interface NodeResponseLike {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(chunk?: Uint8Array): unknown;
}

/** Options of `createNodeListener`. */
export interface NodeListenerOptions {
  /**
   * Build the request's URL from `X-Forwarded-Proto` and `X-Forwarded-Host` (first entry of each). Only for a
   * server every request reaches through a proxy that sets both: anyone who can reach it directly chooses them.
   */
  trustForwardedHeaders?: boolean | undefined;
}

// The body is pulled chunk by chunk, so a handler that stops reading at its size limit stops the upload too.
function streamOf(request: NodeRequestLike): ReadableStream<Uint8Array> {
  const chunks = request[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(new Uint8Array(value));
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}

/** The first entry of a comma-separated header: the one the proxy nearest the client wrote. */
const firstOf = (value: string | null) => value?.split(',')[0]?.trim() || undefined;

/** The URL the request was sent to, as far as this server can tell. */
function urlOf(request: NodeRequestLike, headers: Headers, options: NodeListenerOptions): string {
  let protocol =
    (request.socket as { encrypted?: unknown } | undefined)?.encrypted === true ? 'https' : 'http';
  let host = headers.get('host') ?? 'localhost';
  if (options.trustForwardedHeaders) {
    const forwardedProto = firstOf(headers.get('x-forwarded-proto'))?.toLowerCase();
    if (forwardedProto === 'http' || forwardedProto === 'https') protocol = forwardedProto;
    host = firstOf(headers.get('x-forwarded-host')) ?? host;
  }
  return `${protocol}://${host}${request.url ?? '/'}`;
}

/**
 * A Node `http` listener serving a Fetch-API handler: `createServer(createNodeListener(handle))`. It uses no Node
 * module, so the `/server` entry stays free of them. Behind a TLS-terminating proxy the URL it builds is not the
 * public one: give the handler `publicUrl`, or trust the proxy's forwarded headers here.
 */
export function createNodeListener(
  handle: (request: Request) => Promise<Response>,
  options: NodeListenerOptions = {},
): (request: NodeRequestLike, response: NodeResponseLike) => Promise<void> {
  return async (request, response) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const method = request.method ?? 'GET';
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const answer = await handle(
      new Request(urlOf(request, headers, options), {
        method,
        headers,
        body: hasBody ? streamOf(request) : undefined,
        // Node's fetch needs this for a streamed body; the DOM typings do not know it.
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit),
    );
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(new Uint8Array(await answer.arrayBuffer()));
  };
}
