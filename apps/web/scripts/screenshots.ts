// Regenerates apps/web/screenshots/: each main screen at 375 px and 1440 px, light and dark.
// The reader's own (book view, bedtime mode, no network) are written by e2e/reader-screenshots.test.ts, which checks them.
// Run: npm run screenshots -w apps/web
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildWeb, launchBrowser, startApp, uniqueEmail } from '../e2e/harness';

const out = resolve(import.meta.dirname, '../screenshots');
const PUBLIC = { welcome: '/welcome', signin: '/signin', onboarding: '/onboarding', demo: '/story/demo' };
const PRIVATE = {
  collection: '/',
  new: '/new',
  characters: '/characters',
  subscription: '/subscription',
  profile: '/profile',
};

mkdirSync(out, { recursive: true });
buildWeb();
const app = await startApp();
const browser = await launchBrowser();
try {
  const json = { 'Content-Type': 'application/json' };
  const email = uniqueEmail('shots');
  const password = 'Lantern-by-the-river-42';
  await fetch(`${app.url}/api/user/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, privacy_accepted: true, personal_data_consent: true }),
  });
  const { auth_token } = (await (
    await fetch(`${app.url}/api/auth/token/login/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    })
  ).json()) as { auth_token: string };
  await fetch(`${app.url}/api/child/`, {
    method: 'POST',
    headers: { ...json, Authorization: `Token ${auth_token}` },
    body: JSON.stringify({ name: 'Маша', sex: 'Девочка', date_of_birth: '2019-05-01' }),
  });

  // The onboarding shows the demo tale: made before, as on a running server, rather than while its shot waits.
  await fetch(`${app.url}/api/tale/view_example/`, { headers: { 'ark-language': 'ru' } });

  for (const width of [375, 1440]) {
    for (const theme of ['light', 'dark']) {
      for (const [name, path] of [...Object.entries(PUBLIC), ...Object.entries(PRIVATE)]) {
        const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
        if (name in PRIVATE) await context.addCookies([{ name: '__wt-at', value: auth_token, url: app.url }]);
        const page = await context.newPage();
        await page.addInitScript((t) => localStorage.setItem('skazka.theme', t), theme);
        await page.goto(`${app.url}${path}`);
        await page.locator('main').waitFor();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: join(out, `${name}-${width}-${theme}.png`), fullPage: name !== 'demo' });
        await context.close();
      }
    }
  }
  console.log(`screenshots written to ${out}`);
} finally {
  await browser.close();
  await app.stop();
}
