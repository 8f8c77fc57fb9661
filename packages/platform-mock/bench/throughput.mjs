// Throughput of the clinic-platform-mock bin: how soon it answers, then requests per second per scenario
// (autocannon, 10 connections). Timings depend on the machine and its load: run a few rounds, compare medians.
//   pnpm --filter @clinic/platform-mock bench              (builds first, 3 rounds of 5 s per scenario)
//   node bench/throughput.mjs --rounds 5 --seconds 10      (against the built dist/bin)
//   node bench/throughput.mjs --bin <launcher.mjs>         (another build, to compare on the same machine)
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { AUTH, binOf, FULL_ASSISTANT, startBin } from './bin-process.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    bin: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const bin = binOf(values.bin);

async function rate(url, request) {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers: AUTH, ...request });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${request.title}: ${bad} requests failed`);
  return result.requests.average;
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const results = { 'ready (ms)': [] };
for (let round = 1; round <= rounds; round++) {
  const { child, url, readyMs } = await startBin(bin);
  try {
    const created = await fetch(`${url}/assistant`, {
      method: 'POST',
      headers: AUTH,
      body: JSON.stringify({ name: 'Reception' }),
    }).then((response) => response.json());
    const scenarios = {
      'GET /assistant/{id}': { path: `/assistant/${created.id}` },
      'POST /assistant {name}': { method: 'POST', body: JSON.stringify({ name: 'Reception' }) },
      'POST /assistant full': { method: 'POST', body: JSON.stringify(FULL_ASSISTANT) },
      'GET last row (/observability/scorecard)': { path: '/observability/scorecard' },
    };
    results['ready (ms)'].push(readyMs);
    for (const [title, { path = '/assistant', ...request }] of Object.entries(scenarios)) {
      const perSecond = await rate(`${url}${path}`, { title, ...request });
      results[title] = [...(results[title] ?? []), perSecond];
    }
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  console.error(`round ${round}/${rounds} done`);
}

console.log(`clinic-platform-mock, autocannon 10 connections, ${seconds} s per scenario, ${rounds} rounds`);
for (const [title, numbers] of Object.entries(results)) {
  const shown = numbers.map((value) => Math.round(value)).join(', ');
  console.log(`${title.padEnd(42)} median ${String(Math.round(median(numbers))).padStart(6)}   (${shown})`);
}
