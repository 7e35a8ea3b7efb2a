import { defineConfig } from 'vitest/config';

// Worker processes and LISTEN need a real PostgreSQL (PGlite is one process), so these
// run when one is named: DATABASE_URL (CI's second pass) or TEST_POSTGRES_URL.
// The default `npm test` needs no running services.
const postgresNamed = Boolean(process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL);
const needsPostgres = [
  'src/features/tales/durability.test.ts',
  'src/db/listener.test.ts',
  'src/db/connection-loss.test.ts',
  'src/plugins/auth-processes.test.ts',
];
if (!postgresNamed)
  console.log(
    `server: ${needsPostgres.join(', ')} runs only with DATABASE_URL or TEST_POSTGRES_URL (a PostgreSQL for worker processes)`,
  );

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: postgresNamed ? [] : needsPostgres,
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files share one module graph per worker instead of loading the app each: the lane
    // took 207 s, 57 of them importing, and takes 117. Every file makes its own app and users;
    // one that mocks a module loads the app afresh (attempt-limits.test.ts).
    isolate: false,
  },
});
