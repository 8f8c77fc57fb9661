// Throughput of the clinic-platform-mock bin: how soon it answers, then requests per second per scenario
// (autocannon, 10 connections). Timings depend on the machine and its load: run a few rounds, compare medians.
//   pnpm --filter @clinic/platform-mock bench              (builds first, 3 rounds of 5 s per scenario)
//   node bench/throughput.mjs --rounds 5 --seconds 10      (against the built dist/bin)
//   node bench/throughput.mjs --bin <launcher.mjs>         (another build, to compare on the same machine)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    bin: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const bin = values.bin
  ? new URL(values.bin, `file://${process.cwd()}/`)
  : new URL('../bin/clinic-platform-mock.mjs', import.meta.url);
const AUTH = { Authorization: 'Bearer bench', 'Content-Type': 'application/json' };

// A full assistant: the voice, model and transcriber unions are where validation spends its time.
const FULL_ASSISTANT = {
  name: 'Reception',
  firstMessage: 'Good morning, Smile Dental, how can I help?',
  voice: { provider: '11labs', voiceId: 'burt', stability: 0.5, similarityBoost: 0.75 },
  model: {
    provider: 'openai',
    model: 'gpt-4o',
    temperature: 0.3,
    messages: [{ role: 'system', content: 'You book dental appointments.' }],
  },
  transcriber: { provider: 'deepgram', model: 'nova-2', language: 'en' },
};

async function startBin() {
  const started = performance.now();
  const child = spawn(process.execPath, [bin.pathname, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.setEncoding('utf8');
  let output = '';
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`the bin exited with ${code}: ${output}`)));
  });
  // Ready means answering, not only listening.
  await fetch(`${url}/assistant`, { headers: AUTH });
  return { child, url, readyMs: performance.now() - started };
}

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
  const { child, url, readyMs } = await startBin();
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
