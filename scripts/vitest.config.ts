import { defineConfig } from 'vitest/config';

// The repository's own tooling (the lint rule that holds the dependency directions).
export default defineConfig({ test: { name: 'scripts', include: ['**/*.test.js'] } });
