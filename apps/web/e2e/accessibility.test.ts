// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext } from 'playwright-core';
import { PRIVATE_SCREENS, PUBLIC_SCREENS, uniqueEmail } from './harness';
import { appInBrowser, parentWithChild } from './suite';

const running = appInBrowser();
let signedIn: BrowserContext;

beforeAll(async () => {
  signedIn = await running.browser.newContext();
  await signedIn.addCookies([
    { name: '__wt-at', value: await parentWithChild(running.app, uniqueEmail('a11y')), url: running.app.url },
  ]);
});

describe('accessibility', () => {
  for (const theme of ['light', 'dark']) {
    it.each([...PUBLIC_SCREENS, ...PRIVATE_SCREENS])(
      `%s has no serious or critical axe violation (${theme})`,
      async (path) => {
        const context = PRIVATE_SCREENS.includes(path) ? signedIn : await running.browser.newContext();
        const page = await context.newPage();
        await page.addInitScript((t) => localStorage.setItem('skazka.theme', t), theme);
        await page.goto(`${running.app.url}${path}`);
        await page.locator('main').waitFor();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        await page.close();
      },
    );
  }
});
