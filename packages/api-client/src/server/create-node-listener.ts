/** The part of Node's `IncomingMessage` the listener uses. */
export interface NodeRequestLike extends AsyncIterable<Uint8Array> {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The part of Node's `ServerResponse` the listener uses. */
export interface NodeResponseLike {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(chunk?: Uint8Array): unknown;
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

/**
 * A Node `http` listener serving a Fetch-API handler: `createServer(createNodeListener(handle))`. It uses no Node
 * module, so the `/server` entry stays free of them.
 */
export function createNodeListener(
  handle: (request: Request) => Promise<Response>,
): (request: NodeRequestLike, response: NodeResponseLike) => Promise<void> {
  return async (request, response) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const method = request.method ?? 'GET';
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const answer = await handle(
      new Request(`http://${headers.get('host') ?? 'localhost'}${request.url ?? '/'}`, {
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
