// Upgrades the platform's document in one command: import, correct, bundle once, generate and lint, then a report
// of what changed. Every stage is reported even when one fails; the exit code is then 1.
//   pnpm openapi:upgrade <openapi.json> --commit <sha> --date <YYYY-MM-DD>
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { bundleWithOrigins, CORRECTIONS_FILE, HTTP_METHODS, OPENAPI_DIR, PUBLISHED_FILE } from './bundle.mjs';
import { applyLiveCorrections } from './corrections.mjs';
import { clientMessageVariants, messageVariants } from './facts.mjs';
import { REPOSITORY_ROOT, renderBundle, writeOutputs } from './generate.mjs';
import { importPlatformDocument } from './import.mjs';
import { lintBundledDocument } from './lint.mjs';

/** `METHOD /path` → the operation object, for every operation of a document's `paths`. */
function operationsOf(doc) {
  const operations = new Map();
  for (const [route, item] of Object.entries(doc?.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      if (item?.[method]) operations.set(`${method.toUpperCase()} ${route}`, item[method]);
    }
  }
  return operations;
}

/** Every message type a document describes, named by its envelope (`ServerMessage tool-calls`). */
function messageTypesOf(doc) {
  return new Set([
    ...messageVariants(doc, 'ServerMessage').map(({ type }) => `ServerMessage ${type}`),
    ...clientMessageVariants(doc).map(({ type }) => `ClientMessage ${type}`),
  ]);
}

async function overlayOperations(openapiDir) {
  const folder = path.join(openapiDir, 'overlay', 'paths');
  const keys = [];
  for (const file of (await readdir(folder)).filter((name) => name.endsWith('.yaml')).sort()) {
    const fragment = parse(await readFile(path.join(folder, file), 'utf8')) ?? {};
    for (const [route, item] of Object.entries(fragment)) {
      for (const method of Object.keys(item ?? {})) keys.push(`${method.toUpperCase()} ${route}`);
    }
  }
  return keys;
}

const minus = (left, right) => [...left].filter((item) => !right.has(item));

/**
 * What changed between the published document in openapi/ and a newly imported one.
 * @returns {Promise<Record<string, string[]>>} each report line's names
 */
async function changes(previous, next, openapiDir) {
  const before = operationsOf(previous);
  const after = operationsOf(next);
  const beforeKeys = new Set(before.keys());
  const afterKeys = new Set(after.keys());
  const messagesBefore = messageTypesOf(previous);
  const messagesAfter = messageTypesOf(next);
  const corrections = parse(await readFile(path.join(openapiDir, CORRECTIONS_FILE), 'utf8')) ?? [];
  const { stale } = applyLiveCorrections(structuredClone(next), corrections);
  return {
    'operations added': minus(afterKeys, beforeKeys),
    'operations removed': minus(beforeKeys, afterKeys),
    'operations changed': [...afterKeys].filter(
      (key) => beforeKeys.has(key) && JSON.stringify(before.get(key)) !== JSON.stringify(after.get(key)),
    ),
    'stale corrections': stale,
    'overlay operations now published': (await overlayOperations(openapiDir)).filter((key) =>
      afterKeys.has(key),
    ),
    'message types added': minus(messagesAfter, messagesBefore),
    'message types removed': minus(messagesBefore, messagesAfter),
  };
}

const reportLine = (name, names) => `${name}: ${names.length}${names.length ? ` (${names.join(', ')})` : ''}`;
const message = (error) => (error instanceof Error ? error.message : String(error)).replaceAll('\n', ' | ');

/**
 * Runs the upgrade. Generated files and the imported document are written only when every stage up to generation
 * succeeds, so a failed upgrade leaves the repository as it was.
 * @param {{ file: string, commit: string, date: string, openapiDir?: string, root?: string }} options
 *   `openapiDir` and `root` replace openapi/ and the repository root (tests upgrade copies)
 * @returns {Promise<{ ok: boolean, lines: string[], written: string[] }>}
 */
export async function upgradePlatformDocument({
  file,
  commit,
  date,
  openapiDir = OPENAPI_DIR,
  root = REPOSITORY_ROOT,
}) {
  const lines = [];
  let ok = true;
  const stage = async (name, work) => {
    try {
      const result = await work();
      lines.push(`${name}: ok${result ? ` (${result})` : ''}`);
      return true;
    } catch (error) {
      ok = false;
      lines.push(`${name}: failed: ${message(error)}`);
      return false;
    }
  };
  const skip = (name, because) => {
    ok = false;
    lines.push(`${name}: skipped (${because})`);
  };

  let imported;
  const importedOk = await stage('import', async () => {
    imported = importPlatformDocument(await readFile(file, 'utf8'), { commit, date });
    return `${operationsOf(imported).size} operations, ${Object.keys(imported.components.schemas).length} schemas`;
  });
  const previous = JSON.parse(await readFile(path.join(openapiDir, PUBLISHED_FILE), 'utf8'));
  const found = importedOk ? await changes(previous, imported, openapiDir) : undefined;

  // The rest runs on a copy of openapi/ holding the new document, so nothing is written before it all holds.
  const scratch = await mkdtemp(path.join(tmpdir(), 'clinic-openapi-upgrade-'));
  const publishedText = importedOk ? `${JSON.stringify(imported, null, 2)}\n` : '';
  let bundled;
  let files;
  try {
    const dir = path.join(scratch, 'openapi');
    if (!importedOk) {
      for (const name of ['correct', 'bundle', 'generate', 'lint']) skip(name, 'import failed');
    } else {
      await cp(openapiDir, dir, { recursive: true });
      await writeFile(path.join(dir, PUBLISHED_FILE), publishedText);
      await stage('correct', () => {
        const stale = found['stale corrections'];
        if (stale.length > 0) throw new Error(`${stale.length} stale (delete them from ${CORRECTIONS_FILE})`);
        return '';
      });
      const bundledOk = await stage('bundle', async () => {
        bundled = await bundleWithOrigins({ dir });
        return `${operationsOf(bundled.doc).size} operations`;
      });
      if (!bundledOk) for (const name of ['generate', 'lint']) skip(name, 'bundle failed');
      else {
        await stage('generate', async () => {
          files = (await renderBundle(bundled)).files;
          return `${files.size} files`;
        });
        await stage('lint', async () => {
          const problems = await lintBundledDocument(bundled.doc);
          if (problems.length > 0) throw new Error(`${problems.length} problems: ${problems.join('; ')}`);
          return '';
        });
      }
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }

  for (const [name, names] of Object.entries(found ?? {})) lines.push(reportLine(name, names));
  if (!found) {
    for (const name of [
      'operations added',
      'operations removed',
      'operations changed',
      'stale corrections',
      'overlay operations now published',
      'message types added',
      'message types removed',
    ])
      lines.push(`${name}: unknown (import failed)`);
  }

  let written = [];
  if (files) {
    const publishedTarget = path.join(openapiDir, PUBLISHED_FILE);
    if ((await readFile(publishedTarget, 'utf8')) !== publishedText) {
      await writeFile(publishedTarget, publishedText);
      written.push(path.relative(root, publishedTarget));
    }
    written = [...written, ...(await writeOutputs(files, { root })).written];
    lines.push(`files written: ${written.length}${written.length ? ` (${written.join(', ')})` : ''}`);
  }
  return { ok, lines, written };
}

function option(argv, name) {
  const index = argv.indexOf(name);
  const value = index === -1 ? undefined : argv[index + 1];
  return value && !value.startsWith('--') ? value : undefined;
}

async function main(argv) {
  const file = argv[0];
  const commit = option(argv, '--commit');
  const date = option(argv, '--date');
  if (!file || file.startsWith('--') || !commit || !date) {
    console.error('Usage: pnpm openapi:upgrade <openapi.json> --commit <sha> --date <YYYY-MM-DD>');
    return 2;
  }
  const started = performance.now();
  const { ok, lines } = await upgradePlatformDocument({
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: where pnpm was called from; no turbo task reads it
    file: path.resolve(process.env.INIT_CWD ?? process.cwd(), file),
    commit,
    date,
  });
  for (const line of lines) console.log(line);
  console.log(`time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return ok ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
