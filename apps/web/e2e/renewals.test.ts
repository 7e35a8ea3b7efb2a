// @vitest-environment node
/**
 * The subscription page lists what was charged: a declined checkout, the trial's card check
 * and a renewal charged by the server's own renewal job (the sandbox provider). The server
 * runs in this process, as in the server's tests, so the trial can be ended and the job run.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { appWithRenewals } from '../../server/test/renewals';
import { launchBrowser, uniqueEmail } from './harness';
import { parentWithChild } from './suite';

const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'skazka-renewal-shots');
mkdirSync(SHOTS, { recursive: true });

let server: Awaited<ReturnType<typeof appWithRenewals>>;
let url: string;
let browser: Browser;

beforeAll(async () => {
  server = await appWithRenewals();
  url = server.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Presses the sandbox checkout's button for a new monthly plan. */
async function checkout(token: string, decision: 'confirm' | 'decline') {
  const headers = { 'Content-Type': 'application/json', Authorization: `Token ${token}` };
  const started = await fetch(`${url}/api/user/subscription/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ plan: 'monthly' }),
  });
  const { payment_url } = (await started.json()) as { payment_url: string };
  const pressed = await fetch(new URL(new URL(payment_url).pathname + new URL(payment_url).search, url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
    redirect: 'manual',
  });
  expect(pressed.status).toBe(303);
}

/** A parent who declined once, then started a trial that the renewal job has since renewed. */
async function renewedParent(label: string): Promise<string> {
  const token = await parentWithChild({ url }, uniqueEmail(label));
  await checkout(token, 'decline');
  await checkout(token, 'confirm');
  const profile = (await (
    await fetch(`${url}/api/user/profile/`, { headers: { Authorization: `Token ${token}` } })
  ).json()) as {
    user_id: number;
  };
  // The trial ended a minute ago; the job charges the first paid period.
  await server.renewNow(profile.user_id);
  return token;
}

describe('renewal history', () => {
  it.each([
    [
      'ru',
      375,
      'История платежей',
      ['Продление', 'Оплачено'],
      ['Проверка карты для пробного периода', 'Карта подтверждена'],
      'Отклонено',
    ],
    ['en', 1440, 'Payment history', ['Renewal', 'Paid'], ['Card check for the trial', 'Card confirmed'], 'Declined'],
  ] as const)(
    'lists the renewal, the trial and the declined try with date, amount, provider and result (%s, %i px)',
    async (locale, width, title, renewal, trial, declined) => {
      const token = await renewedParent(`renewal-${locale}`);
      const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
      await context.addCookies([{ name: '__wt-at', value: token, url }]);
      await context.addInitScript((l) => localStorage.setItem('skazka.locale', l), locale);
      const page = await context.newPage();
      await page.goto(`${url}/subscription`);
      const history = page.getByRole('region', { name: title });
      await history.waitFor();
      const rows = await history.getByRole('listitem').allInnerTexts();
      expect(rows).toHaveLength(3);
      const today = new Date().toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });
      const sandbox = locale === 'ru' ? 'Тестовая оплата' : 'Test payment';
      // Newest first: the renewal, the trial's card check, the declined checkout.
      for (const [row, [kind, result]] of [
        [rows[0]!, renewal],
        [rows[1]!, trial],
      ] as const) {
        expect(row).toContain(today);
        expect(row).toContain(kind);
        expect(row).toContain(sandbox);
        expect(row).toContain(result);
      }
      expect(rows[0]).toMatch(/499[.,]00/);
      expect(rows[2]).toContain(declined);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => v.id)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `renewals-${locale}-${width}.png`), fullPage: true });
      await context.close();
    },
  );
});
