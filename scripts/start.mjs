// `npm start`: build the web app when it exists, then serve it and the API.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (args) => {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (existsSync('apps/web/package.json')) run(['run', 'build', '-w', 'apps/web']);
run(['run', 'start', '-w', 'apps/server']);
