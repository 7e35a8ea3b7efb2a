// @vitest-environment node
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { uniqueEmail } from './harness';
import { appInBrowser, parentWithChild, readyTale, subscribe } from './suite';

const running = appInBrowser();
const SHOTS = resolve(import.meta.dirname, '../screenshots');

const waitingNotice = (page: Page, count: number) =>
  page.getByRole('status').filter({
    hasText: `${count} ${count === 1 ? 'change is' : 'changes are'} saved on this device and will be sent when you are back online.`,
  });

async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('changes made with no network', () => {
  it('wait on the device through a reload and reach the server in order once the network is back; a new share link says it needs one', async () => {
    const token = await parentWithChild(running.app, uniqueEmail('outbox'));
    await subscribe(running.app, token);
    const id = await readyTale(running.app, token);
    const auth = { Authorization: `Token ${token}` };
    const context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      localStorage.setItem('skazka.locale', 'en');
      localStorage.setItem('skazka.theme', 'light');
    });
    await context.addCookies([{ name: '__wt-at', value: token, url: running.app.url }]);
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    page.on('dialog', (dialog) => void dialog.accept());
    // What reaches the server, in order: the changes are sent by the page, so its responses show them.
    const sent: string[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
        sent.push(`${request.method()} ${new URL(request.url()).pathname} ${response.status()}`);
    });

    await page.goto(`${running.app.url}/story/${id}`);
    await page.locator('.tale-page').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Send to family' }).click();
    const link = await page.getByLabel('Link for the family').inputValue();
    const shareToken = link.split('/shared/')[1]!;
    expect((await fetch(`${running.app.url}/api/shared/${shareToken}/`)).status).toBe(200);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByText('The link will stop working as soon as you are back online').waitFor();
    await waitingNotice(page, 1).waitFor();
    // A new link is made by the server: with no network the parent is told so, not "something went wrong".
    await page.getByRole('button', { name: 'Send to family' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'No internet connection. Check the network and try again.' })
      .waitFor();

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('button', { name: 'Delete tale' }).click();
    await page.waitForURL(`${running.app.url}/`);
    await waitingNotice(page, 2).waitFor({ timeout: 15_000 }); // sent when the undo window closes
    expect(await page.locator('.tale-card').count()).toBe(0);

    // A reload with no network: the app comes from the service worker, the waiting changes from the device.
    await page.goto(`${running.app.url}/feedback`);
    await waitingNotice(page, 2).waitFor();
    await page.getByText('You are offline. Tales kept on this device still open.').waitFor();
    await page.getByRole('radio', { name: '5 of 5', exact: true }).check();
    await page.getByLabel('What happened?').fill('Read it in a tent with no network.');
    await page.screenshot({ path: join(SHOTS, 'offline-changes-390-light.png') });
    await page.getByLabel('What happened?').press('Tab');
    await page.keyboard.press('Enter');
    await page
      .getByText('Thank you! Your message is saved on this device and will be sent when you are back online.')
      .waitFor();
    await page.reload();
    await waitingNotice(page, 3).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(sent).toEqual([`POST /api/tale/${id}/share/ 201`]); // nothing went out while offline

    await context.setOffline(false);
    await page.getByText('Back online: the changes you made offline have been sent.').waitFor();
    expect(await page.locator('.offline-notice').count()).toBe(0);
    expect(sent.slice(1)).toEqual([
      `DELETE /api/tale/${id}/share/ 204`,
      `DELETE /api/tale/${id}/ 204`,
      'POST /api/feedback/ 201',
    ]);
    expect((await fetch(`${running.app.url}/api/shared/${shareToken}/`)).status).not.toBe(200);
    expect((await fetch(`${running.app.url}/api/tale/${id}/`, { headers: auth })).status).toBe(404);
    expect(await page.evaluate(() => localStorage.getItem('skazka.outbox'))).toBeNull();
    await context.close();
  });
});
