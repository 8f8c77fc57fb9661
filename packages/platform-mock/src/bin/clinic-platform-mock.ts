import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createPlatformMockCore, type MockRequest } from '../platform-mock-core';
import { replyContent, replyHeaders } from '../reply';
import { answerRunCallRoute, isBinRoute } from './run-call-route';

const USAGE = `Usage: clinic-platform-mock [--port 4010] [--token T]... [--latency ms] [--no-validate]

Serves the mocked voice-AI platform over HTTP on 127.0.0.1, with CORS, for apps in any language.
  --port N        port to listen on (default 4010; 0 picks a free one)
  --token T       a bearer token to accept; repeat for more (default: any non-empty token)
  --latency ms    wait before every answer (default 0)
  --no-validate   skip the checks of bodies, queries and path values against the OpenAPI document
POST /_mock/call/{id}/run with { "script": [...] } plays a scripted conversation on a call of the mock,
POSTing its server messages to the call's server URLs, and answers what each server answered.
POST /_mock/simulation-run-item/{id}/play ends a simulation run item as passed or failed.
Stops on SIGINT or SIGTERM.`;

// Methods a `Request` cannot be made with; answered from the route alone, before any `Request` is built.
const FETCH_FORBIDDEN_METHODS: ReadonlySet<string> = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** The most a request body may carry; the platform's own limit is lower for JSON. */
const MAX_BODY_BYTES = 50 * 1024 * 1024;

interface CliOptions {
  port: number;
  tokens?: string[];
  latency: number;
  validate: boolean;
}

function readOptions(argv: string[]): CliOptions | string {
  let values: ReturnType<typeof parseOptions>['values'];
  try {
    values = parseOptions(argv).values;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const port = Number(values.port ?? '4010');
  const latency = Number(values.latency ?? '0');
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    return `--port must be 0 to 65535, got "${values.port}"`;
  if (!Number.isFinite(latency) || latency < 0)
    return `--latency must be a number of ms, got "${values.latency}"`;
  const tokens = values.token?.filter(Boolean);
  return { port, tokens: tokens?.length ? tokens : undefined, latency, validate: !values['no-validate'] };
}

function parseOptions(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      port: { type: 'string', short: 'p' },
      token: { type: 'string', short: 't', multiple: true },
      latency: { type: 'string' },
      'no-validate': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
}

// Any page may call the mock: it holds no one's data, and browsers need these to let a page read the answers.
function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': request.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      request.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new RangeError('body too large');
    chunks.push(chunk as Buffer);
  }
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

// Decodes as a Fetch body's `text()` does: UTF-8, a leading byte-order mark dropped.
const utf8 = new TextDecoder();

/** A header as Fetch reads it: Node keeps a repeated header as a list, Fetch joins it with commas. */
const headerValue = (value: string | string[]): string => (Array.isArray(value) ? value.join(', ') : value);

/**
 * The mock's view of a request read off Node's parser. The mock reads a handful of its parts, so none of the
 * Fetch `Request`, its headers, stream and signal, is built for it.
 */
function mockRequestOf(request: IncomingMessage, url: string, body: Buffer | undefined): MockRequest {
  const header = (name: string) => {
    const value = request.headers[name.toLowerCase()];
    return value === undefined ? null : headerValue(value);
  };
  return {
    method: request.method ?? 'GET',
    url,
    headers: { get: header },
    text: async () => (body ? utf8.decode(body) : ''),
    // Multipart bodies are rare here: undici's parser reads them, as it would a `Request`'s.
    formData: () =>
      new Response(body && new Uint8Array(body), {
        headers: { 'Content-Type': header('Content-Type') ?? '' },
      }).formData(),
  };
}

function fetchHeadersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, headerValue(value));
  }
  return headers;
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>) {
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

function main(argv: string[]): void {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const options = readOptions(argv);
  if (typeof options === 'string') {
    console.error(`clinic-platform-mock: ${options}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  let platform: ReturnType<typeof createPlatformMockCore> | undefined;
  // Not the client's createNodeListener: the mock answers its base URL whatever Host a caller used, and answers
  // methods a Request cannot carry (TRACE), CORS preflights, and unreadable or oversized bodies itself, in the
  // platform's error shape, where the listener would leave them to the handler or throw.
  const server = createServer(async (request, response) => {
    const cors = corsHeaders(request);
    if (!platform) return sendJson(response, 503, { message: 'Starting.' }, cors);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    const method = request.method ?? 'GET';
    if (FETCH_FORBIDDEN_METHODS.has(method)) {
      const refused = platform.refuseMethod(method, `${baseUrl}${request.url ?? '/'}`);
      response.writeHead(refused.status, { ...cors, ...Object.fromEntries(refused.headers) });
      response.end(await refused.text());
      return;
    }
    try {
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
      // Throws for a request target no URL can be made of, answered 400 below.
      const url = new URL(`${baseUrl}${request.url ?? '/'}`);
      if (isBinRoute(url.pathname)) {
        const runRequest = new Request(url, {
          method,
          headers: fetchHeadersOf(request),
          body: body && new Uint8Array(body),
        });
        const answer = await answerRunCallRoute(platform, runRequest);
        if (answer) {
          response.writeHead(answer.status, { ...cors, ...Object.fromEntries(answer.headers) });
          response.end(Buffer.from(await answer.arrayBuffer()));
          return;
        }
      }
      const reply = await platform.reply(mockRequestOf(request, url.href, body));
      const content = replyContent(reply);
      const bytes = typeof content === 'string' ? Buffer.from(content) : (content ?? undefined);
      // With its length, an answer goes out in one write, not in chunks.
      const length: Record<string, string> = bytes ? { 'Content-Length': String(bytes.byteLength) } : {};
      response.writeHead(reply.status, { ...cors, ...replyHeaders(reply), ...length });
      response.end(bytes);
    } catch (error) {
      const tooLarge = error instanceof RangeError;
      sendJson(
        response,
        tooLarge ? 413 : 400,
        {
          message: tooLarge ? 'Request body too large.' : 'The request cannot be read.',
          error: tooLarge ? 'Payload Too Large' : 'Bad Request',
          statusCode: tooLarge ? 413 : 400,
        },
        cors,
      );
    }
  });
  let baseUrl = '';
  server.listen(options.port, '127.0.0.1', () => {
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    platform = createPlatformMockCore({
      baseUrl,
      tokens: options.tokens,
      latency: options.latency,
      validate: options.validate,
    });
    console.log(`clinic-platform-mock: the mocked platform answers at ${baseUrl}`);
  });
  server.on('error', (error) => {
    console.error(`clinic-platform-mock: ${error.message}`);
    process.exitCode = 1;
  });
  const stop = (signal: NodeJS.Signals) => {
    console.log(`clinic-platform-mock: ${signal}, stopping.`);
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main(process.argv.slice(2));
