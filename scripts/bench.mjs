// `npm run bench`: every workspace's own benchmark, one after another, printing figures.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
for (const ws of root.workspaces) {
  let pkg;
  try {
    pkg = JSON.parse(readFileSync(`${ws}/package.json`, 'utf8'));
  } catch {
    continue;
  }
  if (!pkg.scripts?.bench) continue;
  console.log(`\n=== ${pkg.name} ===`);
  const result = spawnSync('npm', ['run', 'bench', '-w', ws], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
