// System tools the tests drive for real: Chromium (browser journeys) and
// poppler-utils (pdftoppm, pdffonts to open printed books). Installed on demand
// when we run as root, otherwise we say exactly what is missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDED = [
  { bin: '/usr/bin/chromium', pkg: 'chromium' },
  { bin: '/usr/bin/pdftoppm', pkg: 'poppler-utils' },
  { bin: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', pkg: 'fonts-dejavu-core' },
];

export function ensureSystemDeps() {
  const missing = NEEDED.filter((n) => !existsSync(n.bin)).map((n) => n.pkg);
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(`Missing system packages for the tests: ${missing.join(' ')}\nInstall them with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  for (let attempt = 1; attempt <= 5; attempt++) {
    // dpkg's lock may be held by an unattended upgrade; wait and retry.
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (install && install.status === 0) return;
    execFileSync('sleep', [String(attempt * 5)]);
  }
  console.error(`Could not install ${missing.join(' ')}; install them with apt-get and run the tests again.`);
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureSystemDeps();
