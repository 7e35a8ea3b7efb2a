// @vitest-environment node
/**
 * The new-tale wizard on a phone in Russian and on a desktop in English: the
 * last used moral comes first and chosen, with the last tale's language; Create
 * stays in sight whichever moral the parent taps; and the tale's waiting screen
 * says how long the server's storyteller takes, from the value the server sends.
 */
import { describe, expect, it } from 'vitest';
import type { Moral, TaleDetail } from '@skazka/contract';
import type { Page } from 'playwright-core';
import { roughDuration } from '../src/lib/duration';
import { uniqueEmail } from './harness';
import { appInBrowser, openApp, parentWithChild, subscribe } from './suite';

const running = appInBrowser();

const TEXTS = {
  ru: {
    moral: 'Мораль',
    language: 'Язык сказки',
    create: 'Создать сказку',
    taleLanguage: 'fr',
    taleLanguageName: 'Français',
    expected: (duration: string) => `Время создания сказки — примерно ${duration}.`,
  },
  en: {
    moral: 'Moral',
    language: 'Language of the tale',
    create: 'Create the tale',
    taleLanguage: 'es',
    taleLanguageName: 'Español',
    expected: (duration: string) => `A tale takes our storyteller about ${duration}.`,
  },
} as const;
const CASES = [
  ['ru', 375],
  ['en', 1440],
] as const;

async function signedInPage(locale: string, width: number, token: string): Promise<Page> {
  return openApp(running, { locale, token, viewport: { width, height: width < 500 ? 812 : 900 } });
}

/** A subscribed parent with one child; the API calls with their token. */
async function subscribedParent(label: string) {
  const token = await parentWithChild(running.app, uniqueEmail(label));
  await subscribe(running.app, token);
  const call = async <T>(path: string, init: { body?: object; locale?: string } = {}) =>
    (await (
      await fetch(`${running.app.url}${path}`, {
        method: init.body ? 'POST' : 'GET',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Token ${token}`,
          ...(init.locale ? { 'ark-language': init.locale } : {}),
        },
        body: init.body && JSON.stringify(init.body),
      })
    ).json()) as T;
  return { token, call };
}

/** Whether the element is wholly inside the window and is what a tap on its middle reaches (not under the tab bar). */
const inSightAndOnTop = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && !!hit && button.contains(hit);
  });

describe('the new-tale wizard', () => {
  it.each(CASES)(
    'puts the last used moral first and keeps Create in sight after choosing a moral (%s, %i px)',
    async (locale, width) => {
      const texts = TEXTS[locale];
      const { token, call } = await subscribedParent(`wizard-${locale}`);
      const morals = await call<Moral[]>('/api/moral/', { locale });
      const [child] = await call<Array<{ id: number }>>('/api/child/');
      // The parent's last tale (made on another device: nothing of it is in this browser) had the sixth moral.
      const used = morals[5]!;
      await call('/api/tale/', { body: { child: child!.id, moral: used.id, language: texts.taleLanguage } });

      const page = await signedInPage(locale, width, token);
      await page.goto(`${running.app.url}/new`);
      const moralGroup = page.getByRole('radiogroup', { name: texts.moral });
      const first = moralGroup.getByRole('radio').first();
      await first.waitFor();
      expect(await first.innerText()).toBe(used.name);
      expect(await first.getAttribute('aria-checked')).toBe('true');
      expect(await moralGroup.getByRole('radio').count()).toBe(morals.length);
      const languages = page.getByRole('radiogroup', { name: texts.language });
      expect(await languages.getByRole('radio', { name: texts.taleLanguageName }).getAttribute('aria-checked')).toBe(
        'true',
      );
      expect(await inSightAndOnTop(page, texts.create)).toBe(true);

      // Choosing the last moral of the grid scrolls down to it; Create is still there to tap.
      const last = moralGroup.getByRole('radio', { name: morals.at(-1)!.name, exact: true });
      await last.click();
      expect(await last.getAttribute('aria-checked')).toBe('true');
      expect(await inSightAndOnTop(page, texts.create)).toBe(true);
      await page.screenshot({ path: `/tmp/new-tale-${locale}-${width}.png` });
      await page.context().close();
    },
  );

  it.each(CASES)(
    'the waiting screen says how long the storyteller takes, as the server says (%s, %i px)',
    async (locale, width) => {
      const texts = TEXTS[locale];
      const { token } = await subscribedParent(`waiting-${locale}`);
      const page = await signedInPage(locale, width, token);
      // Polled rather than streamed, so every answer the screen reads passes here; and kept on this screen.
      await page.route('**/api/tale/*/events/', (route) => route.abort());
      await page.route('**/api/tale/*/view/', (route) =>
        route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ detail: 'not yet' }) }),
      );
      let served: number | undefined;
      await page.route(/\/api\/tale\/\d+\/$/, async (route) => {
        const response = await route.fetch();
        const tale = (await response.json()) as TaleDetail;
        served = tale.expected_s;
        await route.fulfill({ response, json: tale });
      });
      await page.goto(`${running.app.url}/new`);
      await page.getByRole('radiogroup', { name: texts.moral }).getByRole('radio').first().waitFor();
      await page.getByRole('button', { name: texts.create }).click();
      await page.waitForURL(/\/g\/\d+$/);
      await page.getByRole('progressbar').waitFor();
      await page.waitForFunction(() => document.querySelector('.generation') !== null);
      expect(served).toEqual(expect.any(Number));
      await page.getByText(texts.expected(roughDuration(served!, locale))).waitFor();
      expect(await page.locator('.generation').innerText()).not.toMatch(/меньше минуты|less than a minute/);
      await page.context().close();
    },
  );
});
