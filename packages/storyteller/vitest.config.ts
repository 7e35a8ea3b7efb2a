import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'storyteller', testTimeout: 60_000 } });
