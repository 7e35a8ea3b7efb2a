// Regenerates apps/web/screenshots/: each main screen at 375 px and 1440 px, light and dark.
// The reader's own (book view, bedtime mode, no network) are written by e2e/reader-screenshots.test.ts, which checks them.
// Run: npm run screenshots -w apps/web
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
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

/**
 * The whole page as one tall screen, so the phone's fixed tab bar (and a sticky bar such as the
 * wizard's Create) is drawn at the bottom, where a parent sees it, not across the middle of the
 * content as a full-page capture of a phone-sized window draws it. Throws if the bar is elsewhere.
 */
async function wholePage(page: Page, path: string) {
  const { width } = page.viewportSize()!;
  for (let grown = 0; grown < 5; grown++) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height <= page.viewportSize()!.height) break;
    await page.setViewportSize({ width, height });
    await page.evaluate(() => document.fonts.ready);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = await page.evaluate(() => {
    const nav = document.querySelector('.app-nav');
    if (!nav || getComputedStyle(nav).position !== 'fixed') return null;
    return { bottom: nav.getBoundingClientRect().bottom, page: document.documentElement.scrollHeight };
  });
  if (bar && Math.abs(bar.bottom - bar.page) > 1)
    throw new Error(`${path}: the tab bar ends at ${bar.bottom} px of a ${bar.page} px page`);
  await page.screenshot({ path });
}

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
  const authed = { ...json, Authorization: `Token ${auth_token}` };
  const child = (await (
    await fetch(`${app.url}/api/child/`, {
      method: 'POST',
      headers: authed,
      body: JSON.stringify({ name: 'Маша', sex: 'Девочка', date_of_birth: '2019-05-01' }),
    })
  ).json()) as { id: number };
  // A subscribed family with a small library (two languages, two morals, a favourite), so the
  // collection shows its search and filters and the subscription page its payment history.
  const { payment_url } = (await (
    await fetch(`${app.url}/api/user/subscription/`, { method: 'POST', headers: authed, body: '{"plan":"monthly"}' })
  ).json()) as { payment_url: string };
  await fetch(new URL(payment_url, app.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'decision=confirm',
    redirect: 'manual',
  });
  const morals = (await (await fetch(`${app.url}/api/moral/`, { headers: authed })).json()) as Array<{ id: number }>;
  const tales: number[] = [];
  for (const [moral, language] of [
    [morals[0]!.id, 'ru'],
    [morals[7]!.id, 'en'],
  ] as const) {
    const made = await fetch(`${app.url}/api/tale/`, {
      method: 'POST',
      headers: authed,
      body: JSON.stringify({ child: child.id, moral, language }),
    });
    tales.push(((await made.json()) as { id: number }).id);
  }
  for (const id of tales) {
    for (let status = ''; status !== 'ready'; await new Promise((r) => setTimeout(r, 500))) {
      status = ((await (await fetch(`${app.url}/api/tale/${id}/`, { headers: authed })).json()) as { status: string })
        .status;
      if (status === 'failed') throw new Error(`tale ${id} failed`);
    }
  }
  await fetch(`${app.url}/api/tale/${tales[0]}/`, { method: 'PATCH', headers: authed, body: '{"favourite":true}' });

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
        const file = join(out, `${name}-${width}-${theme}.png`);
        if (name === 'demo') await page.screenshot({ path: file });
        else await wholePage(page, file);
        await context.close();
      }
    }
  }
  console.log(`screenshots written to ${out}`);
} finally {
  await browser.close();
  await app.stop();
}
