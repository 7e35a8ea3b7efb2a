import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { freshDatabase } from '../../server/test/fresh-database';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** Flags Debian's Chromium needs here: no sandbox as root, no calls home on a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CHROMIUM = '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * A browser with a profile on disk, as a parent's is: Chromium calls nothing installable in the
 * incognito contexts of launchBrowser. Closing it removes the profile.
 */
export async function launchWithProfile(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'skazka-profile-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

export interface RunningApp {
  url: string;
  dataDir: string;
  /** The newest password-recovery link written to the outbox, waiting up to 5 s for one (mails go after the answer). */
  lastMailedLink(): Promise<string | null>;
  /** Stops the server and deletes its data folder, or moves it to `keepAt`. */
  stop(keepAt?: string): Promise<void>;
}

/** Builds the web app once per run. */
export function buildWeb(): void {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: join(repoRoot, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  if (result.status !== 0) throw new Error('the web build failed');
}

/**
 * The real server of this repo (`npm start`'s entry) on a free port and its own
 * data folder, and its own database when the tests run on PostgreSQL (so its
 * rows and its media folder go together, and no other app's worker takes its tales).
 * On PGlite the data folder starts as a copy of `from` when given (see dataTemplate).
 */
export async function startApp(env: Record<string, string> = {}, from?: string | null): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'skazka-e2e-'));
  const database = await freshDatabase();
  if (from && !database) cpSync(from, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  // node itself, not npx: a signal to npx would not reach the server, which would outlive the test.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...(database ? { DATABASE_URL: database.url } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // Every parent of a test file signs up and in from 127.0.0.1: a file with more than ten would meet the
      // per-address limits, which the server lane tests (attempt-limits.test.ts).
      SIGNUP_ADDRESS_RATE_LIMIT: '1000',
      LOGIN_ADDRESS_RATE_LIMIT: '1000',
      RESET_ADDRESS_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health/`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      // Not left running: nothing would stop it, and on a busy machine it would slow every later start.
      child.kill('SIGKILL');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
      throw new Error('server did not become healthy in 120 s');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    dataDir,
    async lastMailedLink() {
      const outbox = join(dataDir, 'outbox');
      const deadline = Date.now() + 5000;
      while ((!existsSync(outbox) || readdirSync(outbox).length === 0) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      const newest = existsSync(outbox) ? readdirSync(outbox).sort().at(-1) : undefined;
      if (!newest) return null;
      const text = decodeMailBody(readFileSync(join(outbox, newest), 'utf8'));
      return text.match(new RegExp(`${url.replace(/[.]/g, '\\.')}/password/[A-Za-z0-9_-]+`))?.[0] ?? null;
    },
    async stop(keepAt) {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      if (keepAt) renameSync(dataDir, keepAt);
      else rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

/**
 * A data folder the server made its PGlite database in and was stopped on. Creating and
 * migrating the database is half of a start (about 3 s and 4 CPU-s); a browser test file's
 * server starts from a copy instead. Null on PostgreSQL, where each app has a fresh database.
 */
export async function dataTemplate(): Promise<string | null> {
  if (process.env.DATABASE_URL) return null;
  const app = await startApp();
  const template = join(mkdtempSync(join(tmpdir(), 'skazka-e2e-template-')), 'data');
  await app.stop(template);
  return template;
}

/** The text body of a single-part .eml, whichever transfer encoding nodemailer chose. */
function decodeMailBody(eml: string): string {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The main screens, open to anyone or only to a signed-in parent (with a child). */
export const PUBLIC_SCREENS = [
  '/welcome',
  '/signin',
  '/password',
  '/onboarding',
  '/story/demo',
  '/language',
  '/legal/privacy',
  '/legal/offer',
  '/legal/personal-data',
];
export const PRIVATE_SCREENS = [
  '/',
  '/new',
  '/characters',
  '/characters/new',
  '/profile',
  '/profile/password',
  '/subscription',
  '/feedback',
];
