// @vitest-environment node
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { uniqueEmail } from './harness';
import { appInBrowser, parentWithChild, PASSWORD } from './suite';

const running = appInBrowser();
// Screens of this feature for a person to look at (README "Browser tests").
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'skazka-family-shots');

async function phone(token?: string): Promise<Page> {
  const context = await running.browser.newContext({ viewport: { width: 375, height: 812 }, acceptDownloads: true });
  await context.addInitScript(
    () => localStorage.getItem('skazka.locale') || localStorage.setItem('skazka.locale', 'en'),
  );
  if (token) await context.addCookies([{ name: '__wt-at', value: token, url: running.app.url }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/** Nothing wider than the phone, and body text at a readable size. */
async function expectReadable(page: Page) {
  const { scrollWidth, fontSize } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    fontSize: parseFloat(getComputedStyle(document.querySelector('.legal__body p')!).fontSize),
  }));
  expect(scrollWidth).toBeLessThanOrEqual(375);
  expect(fontSize).toBeGreaterThanOrEqual(15);
}

describe('legal texts', () => {
  it('open from the footer of public pages as readable pages at 375 px, in the visitor’s language', async () => {
    const page = await phone();
    await page.goto(`${running.app.url}/welcome`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForURL('**/legal/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await page.getByRole('heading', { name: 'How long we keep it' }).waitFor();
    await expectReadable(page);
    await page.screenshot({ path: join(SHOTS, 'legal-privacy-375.png'), fullPage: true });

    await page.goto(`${running.app.url}/signin`);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /subscription terms/i })
      .click();
    await page.getByRole('heading', { level: 1, name: /subscription terms/i }).waitFor();
    await page.getByRole('heading', { name: 'Refunds' }).waitFor();
    await expectReadable(page);

    // In German, from the language the visitor chose.
    await page.evaluate(() => localStorage.setItem('skazka.locale', 'de'));
    await page.goto(`${running.app.url}/legal/personal-data`);
    await page
      .getByRole('heading', { level: 1, name: 'Einwilligung in die Verarbeitung personenbezogener Daten' })
      .waitFor();
    await expectReadable(page);
    await page.screenshot({ path: join(SHOTS, 'legal-consent-de-375.png'), fullPage: true });
  });
});

describe('the family’s data', () => {
  it('downloads the export as a ZIP from the profile', async () => {
    const token = await parentWithChild(running.app, uniqueEmail('export'));
    const page = await phone(token);
    await page.goto(`${running.app.url}/profile`);
    await page.getByRole('heading', { name: "Your family's data" }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'profile-375.png'), fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^skazka-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining([
        'account.json',
        'consents.json',
        'children.json',
        'characters.json',
        'subscription.json',
      ]),
    );
    expect(JSON.parse(new TextDecoder().decode(zip['children.json']))).toEqual([
      expect.objectContaining({ name: 'Masha', date_of_birth: '2019-05-01' }),
    ]);
  });

  it('deleting a child says its tales go too and offers the export first', async () => {
    const token = await parentWithChild(running.app, uniqueEmail('child'));
    const page = await phone(token);
    const [child] = (await (
      await fetch(`${running.app.url}/api/child/`, { headers: { Authorization: `Token ${token}` } })
    ).json()) as Array<{ id: number }>;
    await page.goto(`${running.app.url}/characters/${child!.id}`);
    await page.getByText('Deleting Masha also deletes every tale about them').waitFor();
    await page.getByRole('button', { name: 'Download my data' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'child-delete-375.png'), fullPage: true });
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete Masha and their tales' }).click();
    await page.waitForURL('**/characters');
    expect(
      await (await fetch(`${running.app.url}/api/child/`, { headers: { Authorization: `Token ${token}` } })).json(),
    ).toEqual([]);
  });

  it('deletes the account after the password: signs out, and the old session is dead', async () => {
    const email = uniqueEmail('erase');
    const token = await parentWithChild(running.app, email);
    const page = await phone(token);
    await page.goto(`${running.app.url}/profile`);
    const confirmations: string[] = [];
    page.on('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });

    await page.getByLabel('Your password').fill('not-the-password');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.getByText('Invalid password').waitFor();
    expect(
      (await fetch(`${running.app.url}/api/user/profile/`, { headers: { Authorization: `Token ${token}` } })).status,
    ).toBe(200);

    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL('**/welcome');
    expect(confirmations).toHaveLength(2);
    // The form leaves for Welcome first and forgets the token a moment later (so the profile's guard
    // does not send the parent to Signin), so the cookie goes just after the URL changes.
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === '__wt-at')).toBeUndefined();
    expect(
      (await fetch(`${running.app.url}/api/user/profile/`, { headers: { Authorization: `Token ${token}` } })).status,
    ).toBe(401);
    const login = await fetch(`${running.app.url}/api/auth/token/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(login.status).toBe(400);
  });
});
