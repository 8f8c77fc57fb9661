// Cost of the /server handler per message: a small `tool-calls` message (one call) verified with the platform's
// default HMAC plan (sha256, "{timestamp}.{body}", hex) and answered by answerToolCalls, through the built
// entry. The same messages without verification (`auth: { type: 'none' }`) show what the HMAC check costs.
// Requests are built and signed (node:crypto) before the clock starts; only the handler is timed.
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

if (!existsSync(new URL('../dist/server/index.js', import.meta.url))) {
  console.error('dist/server is missing: run "pnpm --filter @clinic/api-client build" first.');
  process.exit(1);
}
const { answerToolCalls, createServerMessageHandler } = await import('@clinic/api-client/server');

const MESSAGES = Number.parseInt(process.env.BENCH_MESSAGES ?? '5000', 10);
const ROUNDS = Number.parseInt(process.env.BENCH_ROUNDS ?? '5', 10);
const PLAN = { type: 'hmac', secretKey: 'bench-secret', algorithm: 'sha256' };

const on = {
  'tool-calls': answerToolCalls({ checkAvailability: (args) => `Tuesday 9:00, week of ${args.week}` }),
};
const handlers = {
  hmac: createServerMessageHandler({ auth: PLAN, on }),
  none: createServerMessageHandler({ auth: { type: 'none' }, on }),
};

function requests(count, signed) {
  return Array.from({ length: count }, (_, index) => {
    const body = JSON.stringify({
      message: {
        type: 'tool-calls',
        timestamp: Date.now(),
        call: { id: `call-${index}`, orgId: 'org-bench', type: 'webCall' },
        toolCallList: [
          {
            id: `tc-${index}`,
            type: 'function',
            function: { name: 'checkAvailability', arguments: '{"week":"2026-12-07"}' },
          },
        ],
        toolWithToolCallList: [],
      },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers = { 'Content-Type': 'application/json' };
    if (signed) {
      headers['x-timestamp'] = timestamp;
      headers['x-signature'] = createHmac('sha256', PLAN.secretKey)
        .update(`${timestamp}.${body}`)
        .digest('hex');
    }
    return new Request('https://clinic.example/platform', { method: 'POST', headers, body });
  });
}

async function round(name) {
  const batch = requests(MESSAGES, name === 'hmac');
  const handle = handlers[name];
  const started = performance.now();
  for (const request of batch) {
    const response = await handle(request);
    if (response.status !== 200) throw new Error(`${name}: answered ${response.status}`);
    await response.arrayBuffer();
  }
  return ((performance.now() - started) * 1000) / MESSAGES;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
await round('hmac');
await round('none');
const results = { hmac: [], none: [] };
for (let index = 0; index < ROUNDS; index++) {
  results.hmac.push(await round('hmac'));
  results.none.push(await round('none'));
}
console.log(
  `Node ${process.version}, ${MESSAGES} small tool-calls messages per round, ${ROUNDS} rounds (median):`,
);
for (const [name, values] of Object.entries(results)) {
  const perMessage = median(values);
  console.log(
    `  ${name === 'hmac' ? 'HMAC sha256 plan' : 'auth none       '}: ${perMessage.toFixed(1)} µs per message (${Math.round(1e6 / perMessage)} messages/s)`,
  );
}
