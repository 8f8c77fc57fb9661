// Start-to-active time of a web call with injected, fixed delays for the three slow steps, for our flow (the
// built package: web call and call object created in parallel, join after both) and for a sequential flow
// (the same steps awaited one after another, the order the platform's own SDK uses). Both flows use the same
// HTTP client, the same fake call object and the same delays, in the same process, interleaved run by run.
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createPlatformCaller } from '@clinic/api-client';

// The bench measures the built package, through its own exports map.
if (!existsSync(new URL('../dist/index.js', import.meta.url))) {
  console.error('dist/ is missing: run "pnpm --filter @clinic/web-call build" first.');
  process.exit(1);
}
const { WebCall } = await import('@clinic/web-call');
const { createFakeCallFactory, createFakeMediaDevices } = await import('@clinic/web-call/testing');

/** The issue's injected delays, in ms; `microphone`: the visitor answering the prompt (0.3's first stage). */
const DELAYS = { api: 300, callObjectCreation: 400, join: 200, microphone: 250 };
/** The targets, judged on the medians. */
const OURS_MAX_MS = 650;
const SEQUENTIAL_MIN_MS = 900;
const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? '5', 10);

const PUBLIC_KEY = 'bench-public-key';
const TARGET = { assistantId: 'bench-assistant' };
const CREATED_CALL = { id: 'call_bench', webCallUrl: 'https://bench.daily.co/room' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A `fetch` that answers `POST /call/web` like the platform, after the API delay; anything else is a bug. */
async function platformFetch(input, init) {
  const request = new Request(input, init);
  if (request.method !== 'POST' || !request.url.endsWith('/call/web')) {
    throw new Error(`The bench expected only POST /call/web, got ${request.method} ${request.url}`);
  }
  await request.json();
  await sleep(DELAYS.api);
  return new Response(JSON.stringify(CREATED_CALL), {
    status: 201,
    headers: { 'content-type': 'application/json' },
  });
}

/** Like daily-js, one call object at a time; creation and join take the injected delays. */
function fakeDaily() {
  return createFakeCallFactory({
    createDelay: DELAYS.callObjectCreation,
    delays: { join: DELAYS.join },
  });
}

/** A microphone granted after the prompt delay. */
function slowMicrophone() {
  const media = createFakeMediaDevices();
  const ask = media.getUserMedia.bind(media);
  media.getUserMedia = async (constraints) => {
    await sleep(DELAYS.microphone);
    return ask(constraints);
  };
  return media;
}

/** Our 0.2 flow (`microphone: "optional"`: Daily asks at the join, the prompt is not timed). */
const runOurs = (daily) => runWebCall(daily, { microphone: 'optional' });

/** Our 0.3 flow: the microphone first, the call object created while the prompt is open. */
const runOursWithMicrophone = (daily) => runWebCall(daily, { mediaDevices: slowMicrophone() });

/** A start on the built package. Returns the start-to-active time in ms. */
async function runWebCall(daily, options) {
  const call = new WebCall({
    publicKey: PUBLIC_KEY,
    fetch: platformFetch,
    createCallObject: daily.createCallObject,
    isMobile: () => false,
    logger: { warn() {} },
    ...options,
  });
  const startedAt = performance.now();
  const response = await call.start(TARGET);
  const elapsed = performance.now() - startedAt;
  if (response?.id !== CREATED_CALL.id || call.state !== 'active') {
    throw new Error(`Our flow did not become active (state ${call.state}).`);
  }
  await call.stop();
  return elapsed;
}

/**
 * The sequential flow: each step waits for the one before, as the platform's SDK does it. Same client, same
 * fake, same setup steps after the join (audio-level observer, noise cancellation), so only the order differs.
 */
async function runSequential(daily, { prompt = false } = {}) {
  const platform = createPlatformCaller({ fetch: platformFetch, token: PUBLIC_KEY });
  const startedAt = performance.now();
  const { data } = await platform.POST('/call/web', {
    body: { ...TARGET, roomDeleteOnUserLeaveEnabled: true },
  });
  const callObject = await daily.createCallObject({ audioSource: true, videoSource: false });
  // The SDK's order: Daily asks for the microphone at the join, after the call was created.
  if (prompt) await sleep(DELAYS.microphone);
  await callObject.join({ url: data.webCallUrl, subscribeToTracksAutomatically: false });
  await callObject.startRemoteParticipantsAudioLevelObserver(100);
  await callObject.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } });
  const elapsed = performance.now() - startedAt;
  await callObject.destroy();
  return elapsed;
}

function summarise(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`BENCH_RUNS must be a positive integer, got ${RUNS}.`);

const flows = [
  { name: 'parallel (@clinic/web-call)', run: runOurs, daily: fakeDaily(), times: [] },
  { name: 'sequential (SDK order)', run: runSequential, daily: fakeDaily(), times: [] },
  { name: 'microphone first, parallel', run: runOursWithMicrophone, daily: fakeDaily(), times: [] },
  {
    name: 'sequential, prompt at join',
    run: (daily) => runSequential(daily, { prompt: true }),
    daily: fakeDaily(),
    times: [],
  },
];

// One unmeasured run each warms up module loading and the JIT, then the flows alternate run by run so that
// machine noise falls on both alike.
for (const flow of flows) await flow.run(flow.daily);
for (let run = 0; run < RUNS; run += 1) {
  for (const flow of flows) flow.times.push(await flow.run(flow.daily));
}
for (const flow of flows) {
  const undestroyed = flow.daily.live().length;
  if (undestroyed > 0) throw new Error(`${flow.name} left ${undestroyed} call object(s) undestroyed.`);
}

const ms = (value) => `${value.toFixed(0)} ms`.padStart(8);
console.log(
  `start-to-active, injected delays: API ${DELAYS.api} ms, call-object creation ${DELAYS.callObjectCreation} ms, join ${DELAYS.join} ms, microphone prompt ${DELAYS.microphone} ms (last two flows); ${RUNS} runs each`,
);
console.log(`${'flow'.padEnd(30)}${'median'.padStart(8)}${'min'.padStart(8)}${'max'.padStart(8)}  runs`);
const [ours, sequential, oursWithMicrophone, sequentialWithPrompt] = flows.map((flow) => ({
  ...flow,
  ...summarise(flow.times),
}));
for (const flow of [ours, sequential, oursWithMicrophone, sequentialWithPrompt]) {
  const runs = flow.times.map((time) => time.toFixed(0)).join(', ');
  console.log(`${flow.name.padEnd(30)}${ms(flow.median)}${ms(flow.min)}${ms(flow.max)}  ${runs}`);
}
console.log(`sequential / parallel (medians): ${(sequential.median / ours.median).toFixed(2)}x`);
console.log(
  `with the microphone prompt, sequential / ours (medians): ${(sequentialWithPrompt.median / oursWithMicrophone.median).toFixed(2)}x`,
);

const problems = [];
if (ours.median > OURS_MAX_MS)
  problems.push(`our median ${ms(ours.median).trim()} is above ${OURS_MAX_MS} ms`);
if (sequential.median < SEQUENTIAL_MIN_MS) {
  problems.push(`the sequential median ${ms(sequential.median).trim()} is below ${SEQUENTIAL_MIN_MS} ms`);
}
// Asking first must not cost more than the SDK's order, where the prompt waits for a call already paid for.
if (oursWithMicrophone.median >= sequentialWithPrompt.median) {
  problems.push(
    'the microphone-first start is not faster than the sequential one with its prompt at the join',
  );
}
for (const problem of problems) console.error(`FAIL: ${problem}`);
process.exitCode = problems.length > 0 ? 1 : 0;
