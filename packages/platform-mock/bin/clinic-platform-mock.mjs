#!/usr/bin/env node
// The `clinic-platform-mock` command. This launcher is committed, unlike dist/, so that installing the package
// (a workspace link included) can link the command before anything is built; the server is the built module.
import { existsSync } from 'node:fs';

const server = new URL('../dist/bin/clinic-platform-mock.js', import.meta.url);

if (existsSync(server)) {
  await import(server.href);
} else {
  console.error(
    'clinic-platform-mock: the server is not built (dist/bin/clinic-platform-mock.js is missing).\n' +
      'In this repository, run `pnpm --filter @clinic/platform-mock build` first.',
  );
  process.exitCode = 1;
}
