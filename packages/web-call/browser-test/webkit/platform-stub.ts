import type { Plugin } from 'vite';

/** Where the suite reads (GET) and clears (DELETE) the `POST /call/web` requests the page made. */
export const PLATFORM_CALLS_PATH = '/__platform/call-web';

/**
 * The platform's `POST /call/web`, answered by the page's own server: WebDriver classic cannot intercept a
 * request as the other suites do, so the page's WebCall is given this origin as its `baseUrl`. Only this suite's
 * server has it, so nothing else can come to depend on it.
 */
export function platformStub(): Plugin {
  const calls: { authorization: string | undefined; body: unknown }[] = [];
  return {
    name: 'web-call-platform-stub',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        if (path === PLATFORM_CALLS_PATH) {
          if (request.method === 'DELETE') calls.length = 0;
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(calls));
          return;
        }
        if (path !== '/call/web' || request.method !== 'POST') return next();
        let body = '';
        request.on('data', (chunk) => {
          body += chunk;
        });
        request.on('end', () => {
          calls.push({
            authorization: request.headers.authorization,
            body: body ? JSON.parse(body) : undefined,
          });
          response.statusCode = 201;
          response.setHeader('content-type', 'application/json');
          response.end(
            JSON.stringify({
              id: `call_webkit_${calls.length}`,
              webCallUrl: 'https://example.daily.co/webkit-room',
            }),
          );
        });
      });
    },
  };
}
