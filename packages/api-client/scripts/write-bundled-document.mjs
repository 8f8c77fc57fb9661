// Writes the bundled document the types are generated from to dist/openapi.json, shipped as
// `@clinic/api-client/openapi.json` for tools that need the platform's description (tsup runs it after a build).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundlePlatformDocument } from './bundle-platform-document.mjs';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/openapi.json');
await mkdir(path.dirname(target), { recursive: true });
await writeFile(target, JSON.stringify(await bundlePlatformDocument()));
