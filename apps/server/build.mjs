// `npm run build -w apps/server`: the API, the worker and the eSpeak NG child process as
// plain JavaScript in dist/, so production runs `node` with no TypeScript toolchain.
// Our workspace packages (TypeScript sources) are bundled in; npm packages stay in
// node_modules, where their native addons, WASM files and fonts are found at run time.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const workspacePackage = /^@skazka\//;

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    'espeak-worker': '../../packages/storyteller/src/narrator/espeak-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  // What the API and the worker share is one chunk beside them (paths relative to a bundle stay right).
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-stay-external',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          workspacePackage.test(path) ? undefined : { external: true },
        );
      },
    },
  ],
});
