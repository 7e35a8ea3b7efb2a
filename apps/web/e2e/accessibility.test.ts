// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { buildWeb, launchBrowser, PRIVATE_SCREENS, PUBLIC_SCREENS, startApp, uniqueEmail, type RunningApp } from './harness';

let app: RunningApp;
let browser: Browser;
let signedIn: BrowserContext;

beforeAll(async () => {
  buildWeb();
  app = await startApp();
  browser = await launchBrowser();
  // A signed-in parent with one child, made through the API the web app uses.
  const email = uniqueEmail('a11y');
  const password = 'Lantern-by-the-river-42';
  const json = { 'Content-Type': 'application/json' };
  await fetch(`${app.url}/api/user/`, { method: 'POST', headers: json, body: JSON.stringify({ email, password, privacy_accepted: true, personal_data_consent: true }) });
  const { auth_token } = (await (await fetch(`${app.url}/api/auth/token/login/`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) })).json()) as { auth_token: string };
  await fetch(`${app.url}/api/child/`, { method: 'POST', headers: { ...json, Authorization: `Token ${auth_token}` }, body: JSON.stringify({ name: 'Masha', sex: 'Девочка', date_of_birth: '2019-05-01' }) });
  signedIn = await browser.newContext();
  await signedIn.addCookies([{ name: '__wt-at', value: auth_token, url: app.url }]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});


describe('accessibility', () => {
  for (const theme of ['light', 'dark']) {
    it.each([...PUBLIC_SCREENS, ...PRIVATE_SCREENS])(`%s has no serious or critical axe violation (${theme})`, async (path) => {
      const context = PRIVATE_SCREENS.includes(path) ? signedIn : await browser.newContext();
      const page = await context.newPage();
      await page.addInitScript((t) => localStorage.setItem('skazka.theme', t), theme);
      await page.goto(`${app.url}${path}`);
      await page.locator('main').waitFor();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.close();
    });
  }
});
