// System tools the tests drive for real. Missing ones are installed with apt-get only when we run as
// root on Debian; anywhere else we name what is missing and how to get it, and stop before any test.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** What each test lane needs from the system (Debian package names). */
const NEEDED = [
  { path: '/usr/bin/chromium', pkg: 'chromium', lanes: ['browser'], why: 'the browser journeys' },
  {
    path: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    pkg: 'fonts-dejavu-core',
    lanes: ['browser'],
    why: 'the pages Chromium renders',
  },
  { path: '/usr/bin/pdftoppm', pkg: 'poppler-utils', lanes: ['content'], why: 'opening the printed books' },
  { path: '/usr/bin/hunspell', pkg: 'hunspell', lanes: ['content'], why: 'checking the tales’ spelling' },
  // One dictionary per story language (packages/storyteller/src/writer/checks/spelling.ts names them).
  ...[
    { dictionary: 'ru_RU', pkg: 'hunspell-ru' },
    { dictionary: 'en_GB', pkg: 'hunspell-en-gb' },
    { dictionary: 'fr_FR', pkg: 'hunspell-fr-classical' },
    { dictionary: 'de_DE', pkg: 'hunspell-de-de' },
    { dictionary: 'es_ES', pkg: 'hunspell-es' },
  ].map(({ dictionary, pkg }) => ({
    path: `/usr/share/hunspell/${dictionary}.dic`,
    pkg,
    lanes: ['content'],
    why: `the ${dictionary} spelling dictionary`,
  })),
];

/** @param {string[]} lanes the test lanes about to run */
export function ensureSystemDeps(lanes = ['unit', 'content', 'server', 'browser']) {
  const missing = NEEDED.filter((n) => n.lanes.some((lane) => lanes.includes(lane)) && !existsSync(n.path));
  if (missing.length === 0) return;
  const pkgs = missing.map((n) => n.pkg);
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (!isRoot || !isDebian) {
    const list = missing.map((n) => `  ${n.path} (${n.why}; Debian package ${n.pkg})`).join('\n');
    const hint = isDebian
      ? `sudo apt-get install -y ${pkgs.join(' ')}`
      : 'install them with your system package manager';
    console.error(
      `The tests need system tools that are missing:\n${list}\nInstall them (${hint}) and run the tests again.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${pkgs.join(', ')} with apt-get…`);
  for (let attempt = 1; attempt <= 5; attempt++) {
    // dpkg's lock may be held by an unattended upgrade; wait and retry.
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', ...pkgs], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (install && install.status === 0) return;
    execFileSync('sleep', [String(attempt * 5)]);
  }
  console.error(`Could not install ${pkgs.join(' ')}; install them with apt-get and run the tests again.`);
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureSystemDeps();
