// @vitest-environment node
/** Failures are told in the parent's language and say what really happened. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@skazka/contract';
import type { Page } from 'playwright-core';
import { uniqueEmail } from './harness';
import { appInBrowser, appLive, parentWithChild, PASSWORD, readyTale, subscribe } from './suite';

const running = appInBrowser();

async function openPage(locale: string, width: number, token?: string): Promise<Page> {
  // No service worker: with no network the test wants the app's own answer, not the worker's.
  const context = await running.browser.newContext({
    viewport: { width, height: 900 },
    serviceWorkers: 'block',
    acceptDownloads: true,
  });
  if (token) await context.addCookies([{ name: '__wt-at', value: token, url: running.app.url }]);
  await context.addInitScript(
    (l) => localStorage.getItem('skazka.locale') || localStorage.setItem('skazka.locale', l),
    locale,
  );
  return context.newPage();
}

describe('errors', () => {
  it.each([
    ['ru', 375, 'Электронная почта', 'Пароль', 'Войти'],
    ['fr', 1440, 'E-mail', 'Mot de passe', 'Se connecter'],
  ] as const)(
    "a sign-in with no network says so in the parent's language (%s, %i px)",
    async (locale, width, email, password, submit) => {
      const page = await openPage(locale, width);
      await page.goto(`${running.app.url}/signin`);
      // The Russian sign-in page is prerendered: typing before React has taken it over would be lost.
      await page.waitForLoadState('networkidle');
      await page.getByLabel(email).fill(uniqueEmail('offline'));
      await page.getByLabel(password, { exact: true }).fill(PASSWORD);
      await page.context().setOffline(true);
      await page.getByRole('button', { name: submit }).click();
      // Sign-in cannot wait for the network (unlike changes the outbox keeps): the parent is told plainly.
      await page.getByText(MESSAGES.offline[locale]).waitFor();
      expect(await page.getByText('Network Error').count()).toBe(0);
    },
  );

  it('printing with no network says the device is offline, not that the servers are overloaded (ru, 375 px)', async () => {
    const token = await parentWithChild(running.app, uniqueEmail('print-offline'));
    await subscribe(running.app, token);
    const id = await readyTale(running.app, token);
    const page = await openPage('ru', 375, token);
    await page.goto(`${running.app.url}/story/${id}`);
    const print = page.getByRole('button', { name: 'Распечатать' });
    await print.waitFor();
    await appLive(page);
    await page.context().setOffline(true);
    await print.click();
    await page.getByText(MESSAGES.offline.ru).waitFor();
    expect(await page.getByText(MESSAGES.serversOverloaded.ru).count()).toBe(0);
  });
});
