import { defineConfig } from 'vitest/config';

// The browser journeys: their own project, so the web app is built once for the whole run
// (build-web.ts, a global setup that runs only when a browser test is queued).
export default defineConfig({
  test: {
    name: 'browser',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['./build-web.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // One server, one Chromium per file: in parallel they would starve each other on two cores.
    // Its lane says so too (scripts/lanes.mjs), and `npm test` runs it in a vitest of its own, beside the others.
    fileParallelism: false,
  },
});
