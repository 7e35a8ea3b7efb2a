// `npm start` (the API and the web app) and `npm run worker`: builds what changed since
// the last build, then runs the built JavaScript with plain node.
import { spawn } from 'node:child_process';
import { build, isCurrent, targets } from './build-targets.mjs';

const worker = process.argv[2] === 'worker';
for (const target of worker ? [targets.server] : [targets.web, targets.server]) {
  if (!isCurrent(target)) build(target);
}
const child = spawn(process.execPath, ['--enable-source-maps', `apps/server/dist/${worker ? 'worker' : 'main'}.js`], {
  stdio: 'inherit',
});
// The server shuts down cleanly on SIGTERM/SIGINT; this process only passes them on.
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
