import { defineConfig } from 'vitest/config';

// Each workspace keeps its own vitest config; `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'apps/web/e2e', 'scripts'],
  },
});
