// @vitest-environment node
/**
 * The library once there are several tales: search titles, filter by child, moral and
 * language, favourites kept by the server, delete with undo, a thumb on a tale that
 * reaches the service's feedback, and a keyboard-only path through it all.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { uniqueEmail } from './harness';
import { appInBrowser, openApp, parentWithChild, subscribe } from './suite';

const running = appInBrowser();
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'skazka-library-shots');
mkdirSync(SHOTS, { recursive: true });

interface Tale {
  id: number;
  title: string;
  child: number;
  moral: number;
  language: string;
  favourite: boolean;
}

const TEXT = {
  ru: {
    search: 'Название сказки',
    child: 'Ребёнок',
    moral: 'Мораль',
    language: 'Язык',
    french: 'Français',
    favouritesOnly: 'Только любимые',
    favourite: 'Любимая',
    found: (found: number, total: number) => `Найдено: ${found} из ${total}`,
    nothingFound: 'Таких сказок нет',
    clear: 'Показать все сказки',
    delete: 'Удалить сказку',
    undo: 'Вернуть',
    rate: 'Оценить сказку',
    up: 'Понравилась',
    down: 'Не понравилась',
    word: 'Пара слов (необязательно)',
    send: 'Отправить оценку',
    thanks: 'Спасибо!',
  },
  en: {
    search: 'Tale title',
    child: 'Child',
    moral: 'Moral',
    language: 'Language',
    french: 'Français',
    favouritesOnly: 'Favourites only',
    favourite: 'Favourite',
    found: (found: number, total: number) => `${found} of ${total} tales`,
    nothingFound: 'No tale matches',
    clear: 'Show all tales',
    delete: 'Delete tale',
    undo: 'Undo',
    rate: 'Rate the tale',
    up: 'Liked it',
    down: 'Didn’t like it',
    word: 'A word about it (optional)',
    send: 'Send the rating',
    thanks: 'Thank you!',
  },
} as const;

/** A parent with two children and (the first `count` of) three finished tales: Masha (ru, moral A), Petya (en, moral B), Masha (fr, moral B). */
async function familyWithTales(label: string, count = 3) {
  const token = await parentWithChild(running.app, uniqueEmail(label));
  await subscribe(running.app, token);
  const headers = { 'Content-Type': 'application/json', Authorization: `Token ${token}` };
  const call = async <T>(path: string, init: RequestInit = {}) =>
    (await (await fetch(`${running.app.url}${path}`, { headers, ...init })).json()) as T;
  const petya = await call<{ id: number }>('/api/child/', {
    method: 'POST',
    body: JSON.stringify({ name: 'Petya', sex: 'Мальчик', date_of_birth: '2017-03-02' }),
  });
  const [masha] = await call<Array<{ id: number }>>('/api/child/');
  const [moralA, moralB] = await call<Array<{ id: number }>>('/api/moral/');
  const asked = [
    { child: masha!.id, moral: moralA!.id, language: 'ru' },
    { child: petya.id, moral: moralB!.id, language: 'en' },
    { child: masha!.id, moral: moralB!.id, language: 'fr' },
  ];
  const ids: number[] = [];
  for (const body of asked.slice(0, count))
    ids.push((await call<{ id: number }>('/api/tale/', { method: 'POST', body: JSON.stringify(body) })).id);
  for (const deadline = Date.now() + 180_000; ; await new Promise((r) => setTimeout(r, 500))) {
    const tales = await call<Array<Tale & { status: string }>>('/api/tale/');
    if (tales.some((tale) => tale.status === 'failed')) throw new Error('a tale failed');
    if (tales.every((tale) => tale.status === 'ready')) {
      const byId = (id: number) => tales.find((tale) => tale.id === id)!;
      return { token, tales: ids.map(byId), call };
    }
    if (Date.now() > deadline) throw new Error('the tales were not ready in 180 s');
  }
}

async function openPage(locale: string, width: number, token: string): Promise<Page> {
  return openApp(running, {
    locale,
    token,
    viewport: { width, height: 900 },
    serviceWorkers: 'block',
    failOnPageError: false,
  });
}

/** A word of this title found in none of the others, so a search for it finds this tale alone. */
function wordOnlyIn(tale: Tale, others: Tale[]): string {
  const words = tale.title.split(/[\s,.!?«»“”"':;—-]+/).filter((word) => word.length >= 4);
  const own = words.find((word) => others.every((other) => !other.title.toLowerCase().includes(word.toLowerCase())));
  return own ?? tale.title;
}

const cardsShown = (page: Page) =>
  page.locator('.tale-card__frame a.tale-card').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('the library', () => {
  it.each([
    ['ru', 375],
    ['en', 1440],
  ] as const)('searches, filters, keeps favourites and deletes with undo (%s, %i px)', async (locale, width) => {
    const text = TEXT[locale];
    const { token, tales, call } = await familyWithTales(`library-${locale}`);
    const [mashaRu, petyaEn, mashaFr] = tales as unknown as [Tale, Tale, Tale];
    const story = (tale: Tale) => `/story/${tale.id}`;
    const page = await openPage(locale, width, token);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${running.app.url}/`);
    await page.locator('.tale-card').nth(2).waitFor();
    expect(await cardsShown(page)).toEqual([story(mashaFr), story(petyaEn), story(mashaRu)]);
    await expectAxeClean(page);
    const filters = page.getByRole('search');

    // A word of one title finds that tale alone, and says how many of all it shows.
    await filters.getByLabel(text.search, { exact: true }).fill(wordOnlyIn(petyaEn, [mashaRu, mashaFr]));
    await expect.poll(() => cardsShown(page)).toEqual([story(petyaEn)]);
    await page.getByText(text.found(1, 3)).waitFor();
    await filters.getByLabel(text.search, { exact: true }).fill('zzzz-no-such-tale');
    await page.getByText(text.nothingFound).waitFor();
    await page.getByRole('button', { name: text.clear }).click();
    await expect.poll(() => cardsShown(page)).toHaveLength(3);

    await filters.getByLabel(text.child, { exact: true }).selectOption({ label: 'Petya' });
    await expect.poll(() => cardsShown(page)).toEqual([story(petyaEn)]);
    await filters.getByLabel(text.child, { exact: true }).selectOption({ index: 0 });
    await filters.getByLabel(text.moral, { exact: true }).selectOption(String(petyaEn.moral));
    await expect.poll(() => cardsShown(page)).toEqual([story(mashaFr), story(petyaEn)]);
    await filters.getByLabel(text.language, { exact: true }).selectOption({ label: text.french });
    await expect.poll(() => cardsShown(page)).toEqual([story(mashaFr)]);
    // The filter lives in the address: a reload keeps it.
    await page.reload();
    await expect.poll(() => cardsShown(page)).toEqual([story(mashaFr)]);
    await page.screenshot({ path: join(SHOTS, `library-filtered-${locale}-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: text.clear }).click();
    await expect.poll(() => cardsShown(page)).toHaveLength(3);

    // A favourite is kept by the server: marked here, it is still marked after a reload and in the API.
    const heart = page.getByRole('button', { name: `${text.favourite}: ${mashaRu.title}` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(async () => (await call<Tale>(`/api/tale/${mashaRu.id}/`)).favourite).toBe(true);
    await page.reload();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: text.favouritesOnly }).click();
    await expect.poll(() => cardsShown(page)).toEqual([story(mashaRu)]);
    await page.getByRole('button', { name: text.favouritesOnly }).click();
    await page.screenshot({ path: join(SHOTS, `library-${locale}-${width}.png`), fullPage: true });

    // Deleted, then undone: the tale comes back and the server never lost it.
    await page.getByRole('button', { name: `${text.delete}: ${petyaEn.title}` }).click();
    await expect.poll(() => cardsShown(page)).toEqual([story(mashaFr), story(mashaRu)]);
    await page.getByRole('button', { name: text.undo }).click();
    await expect.poll(() => cardsShown(page)).toHaveLength(3);
    await new Promise((r) => setTimeout(r, 7000)); // past the undo window
    expect(
      (await fetch(`${running.app.url}/api/tale/${petyaEn.id}/`, { headers: { Authorization: `Token ${token}` } }))
        .status,
    ).toBe(200);
    // Deleted and left: gone from the page at once and from the server when the window closes.
    await page.getByRole('button', { name: `${text.delete}: ${petyaEn.title}` }).click();
    await expect.poll(() => cardsShown(page)).toEqual([story(mashaFr), story(mashaRu)]);
    await expect
      .poll(
        async () =>
          (await fetch(`${running.app.url}/api/tale/${petyaEn.id}/`, { headers: { Authorization: `Token ${token}` } }))
            .status,
        { timeout: 15_000 },
      )
      .toBe(404);
    await page.context().close();
  });

  it.each([
    ['ru', 375, 'up'],
    ['en', 1440, 'down'],
  ] as const)(
    'rates a tale from the collection, and the feedback is kept (%s, %i px)',
    async (locale, width, thumb) => {
      const text = TEXT[locale];
      const { token, tales } = await familyWithTales(`rate-${locale}`, 1);
      const tale = tales[0]!;
      const page = await openPage(locale, width, token);
      await page.goto(`${running.app.url}/`);
      await page.getByRole('button', { name: `${text.rate}: ${tale.title}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const choice = dialog.getByRole('button', { name: thumb === 'up' ? text.up : text.down, exact: true });
      await choice.click();
      expect(await choice.getAttribute('aria-pressed')).toBe('true');
      const word = locale === 'ru' ? 'Дочка просила ещё раз' : 'Too long for a four-year-old';
      await dialog.getByLabel(text.word).fill(word);
      await expectAxeClean(page);
      await page.screenshot({ path: join(SHOTS, `rate-${locale}-${width}.png`) });
      const [sent] = await Promise.all([
        page.waitForResponse((res) => res.url().endsWith('/api/feedback/') && res.request().method() === 'POST'),
        dialog.getByRole('button', { name: text.send }).click(),
      ]);
      // The server's answer is the row it stored: the rating at the end of the scale, the word and the tale.
      expect(sent.status()).toBe(201);
      expect(await sent.json()).toEqual({
        id: expect.any(Number),
        rating: thumb === 'up' ? 5 : 1,
        text: word,
        tale: tale.id,
      });
      await dialog.getByText(text.thanks).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.context().close();
    },
  );

  it('goes through the library by keyboard alone: search, filter, favourite, rate, open (ru, 375 px)', async () => {
    const text = TEXT.ru;
    const { token, tales, call } = await familyWithTales('library-keys');
    const [mashaRu, petyaEn] = tales as unknown as [Tale, Tale, Tale];
    const page = await openPage('ru', 375, token);
    await page.goto(`${running.app.url}/`);
    await page.locator('.tale-card').nth(2).waitFor();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return el?.getAttribute('aria-label') ?? el?.labels?.[0]?.textContent ?? el?.textContent?.trim() ?? '';
      });
    const tabTo = async (name: string) => {
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        if ((await focused()) === name) return;
      }
      throw new Error(`Tab never reached ${name}`);
    };
    await tabTo(text.search);
    await page.keyboard.type(
      wordOnlyIn(
        petyaEn,
        tales.filter((t) => t !== petyaEn),
      ),
    );
    await expect.poll(() => cardsShown(page)).toEqual([`/story/${petyaEn.id}`]);
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await tabTo(text.child);
    await page.keyboard.press('ArrowDown'); // a closed select changes with the arrows: the first child (Masha)
    await expect.poll(() => cardsShown(page)).toHaveLength(2);
    await tabTo(`${text.favourite}: ${mashaRu.title}`);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await call<Tale>(`/api/tale/${mashaRu.id}/`)).favourite).toBe(true);
    await page.keyboard.press('Tab'); // the thumb beside the heart
    expect(await focused()).toBe(`${text.rate}: ${mashaRu.title}`);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await tabTo(text.up);
    await page.keyboard.press('Space');
    await tabTo(text.send);
    const [sent] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/feedback/')),
      page.keyboard.press('Enter'),
    ]);
    expect(await sent.json()).toMatchObject({ rating: 5, text: '', tale: mashaRu.id });
    await page.keyboard.press('Escape');
    // Focus is back on the thumb that opened the dialog; Shift+Tab twice reaches the card's link.
    expect(await focused()).toBe(`${text.rate}: ${mashaRu.title}`);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/story/${mashaRu.id}`);
    await page.context().close();
  });
});
