// What the bench scripts share: the request they time the most, and how they start the bin.
import { spawn } from 'node:child_process';

export const AUTH = { Authorization: 'Bearer bench', 'Content-Type': 'application/json' };

// A full assistant: the voice, model and transcriber unions are where validation spends its time.
export const FULL_ASSISTANT = {
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

/** The launcher to run: `--bin <file>` relative to the working directory, else this package's own. */
export const binOf = (given) =>
  given
    ? new URL(given, `file://${process.cwd()}/`)
    : new URL('../bin/clinic-platform-mock.mjs', import.meta.url);

/** Starts the bin on a free port with the given Node flags; resolves once it answers, with how long that took. */
export async function startBin(bin, nodeFlags = []) {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, bin.pathname, '--port', '0'], {
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
