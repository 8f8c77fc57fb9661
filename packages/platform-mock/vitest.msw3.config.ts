import { defineConfig } from 'vitest/config';

// The tests of the ./msw entry again, with every `msw` import (the entry's own included) resolved to msw 3, which
// is installed beside msw 2 as `msw3`. msw 3 needs Node 22.12 or later: `.ci/run` runs this on Node 24.
export default defineConfig({
  resolve: {
    alias: [{ find: /^msw(\/.*)?$/, replacement: 'msw3$1' }],
  },
  test: {
    environment: 'node',
    include: ['test/node-server.test.ts', 'test/platform-mock-options.test.ts'],
    env: { MSW_MAJOR: '3' },
  },
});
