// `npm test`: every suite of every workspace, on PGlite unless DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { ensureSystemDeps } from './system-deps.mjs';

ensureSystemDeps();
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
