// @vitest-environment node
/**
 * Accessibility polish: focus goes to the new screen's heading, a question's right answer
 * is said in words (not only coloured), a friend is renamed in an in-page dialog by keyboard,
 * preset avatars and the photo input have real names, and long moral names fit their card.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { uniqueEmail } from './harness';
import { appInBrowser, appLive, openApp, parentWithChild, readyTale, subscribe } from './suite';

const running = appInBrowser();
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'skazka-polish-shots');
mkdirSync(SHOTS, { recursive: true });

async function openPage(locale: string, width: number, token: string): Promise<Page> {
  return openApp(running, {
    locale,
    token,
    viewport: { width, height: 900 },
    serviceWorkers: 'block',
    failOnPageError: false,
  });
}

const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName.toLowerCase(), text: el?.textContent?.trim(), label: el?.getAttribute('aria-label') };
  });

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('accessibility polish', () => {
  it.each([
    ['ru', 375, ['Профиль', 'Новая сказка', 'Мои сказки']],
    ['en', 1440, ['Profile', 'New tale', 'My tales']],
  ] as const)(
    'moves focus to the new screen’s heading on every navigation (%s, %i px)',
    async (locale, width, names) => {
      const page = await openPage(locale, width, await parentWithChild(running.app, uniqueEmail('focus')));
      await page.goto(`${running.app.url}/`);
      await page.getByRole('heading', { level: 1, name: names[2] }).waitFor();
      const nav = page.getByRole('navigation', { name: locale === 'ru' ? 'Основная навигация' : 'Main navigation' });
      for (const name of names) {
        await nav.getByRole('link', { name, exact: true }).click();
        await page.getByRole('heading', { level: 1, name }).waitFor();
        await expect.poll(() => focusedElement(page)).toMatchObject({ tag: 'h1', text: name });
      }
      // Back too: the screen it returns to is announced by its heading.
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: names[1] }).waitFor();
      await expect.poll(() => focusedElement(page)).toMatchObject({ tag: 'h1', text: names[1] });
    },
  );

  it.each([
    ['ru', 375, ['Следующая страница', 'правильный ответ', 'твой ответ', 'Почти! Правильный ответ:']],
    ['en', 1440, ['Next page', 'right answer', 'your answer', 'Almost! The right answer is:']],
  ] as const)(
    'says which answer is right in words, not by colour alone, and the tale is rated at its end (%s, %i px)',
    async (locale, width, [nextPage, rightName, yourName, status]) => {
      const [nextQuestionName, rateTitle, liked, send] =
        locale === 'ru'
          ? ['Следующий вопрос', 'Оценить сказку', 'Понравилась', 'Отправить оценку']
          : ['Next question', 'Rate the tale', 'Liked it', 'Send the rating'];
      const token = await parentWithChild(running.app, uniqueEmail('answer'));
      await subscribe(running.app, token);
      const id = await readyTale(running.app, token);
      const question = (await (
        await fetch(`${running.app.url}/api/tale/${id}/question/?page=1`, {
          headers: { Authorization: `Token ${token}` },
        })
      ).json()) as { options: string[]; answer: number };
      const page = await openPage(locale, width, token);
      await page.goto(`${running.app.url}/story/${id}`);
      const next = page.getByRole('button', { name: nextPage });
      await next.waitFor();
      await appLive(page);
      while (await next.isEnabled()) await next.click();
      const wrong = question.options.findIndex((_, index) => index !== question.answer);
      const options = page.locator('.questions__options button');
      await options.nth(wrong).click();
      const right = question.options[question.answer]!;
      // Each option's name says what it is; the right one carries an icon too.
      await page.getByRole('button', { name: `${right} ${rightName}`, exact: true }).waitFor();
      await page.getByRole('button', { name: `${question.options[wrong]} ${yourName}`, exact: true }).waitFor();
      expect(await options.nth(question.answer).locator('svg').count()).toBe(1);
      expect(await page.getByRole('status').filter({ hasText: status }).innerText()).toContain(right);
      await page.locator('.questions').screenshot({ path: join(SHOTS, `answer-${locale}-${width}.png`) });

      // At the end of the questions, the tale is rated with a thumb, and the service keeps it as feedback.
      const nextQuestion = page.getByRole('button', { name: nextQuestionName });
      while (await nextQuestion.isVisible()) {
        await nextQuestion.click();
        await options.first().click();
      }
      const rate = page.getByRole('region', { name: rateTitle });
      await rate.getByRole('button', { name: liked, exact: true }).click();
      const [sent] = await Promise.all([
        page.waitForResponse((res) => res.url().endsWith('/api/feedback/') && res.request().method() === 'POST'),
        rate.getByRole('button', { name: send }).click(),
      ]);
      expect(sent.status()).toBe(201);
      expect(await sent.json()).toEqual({ id: expect.any(Number), rating: 5, text: '', tale: id });
      await rate.getByRole('status').waitFor();
    },
  );

  it.each([
    ['ru', 375, 'Переименовать', 'Имя друга', 'Заполните поле'],
    ['en', 1440, 'Rename', "Friend's name", 'Fill in the field'],
  ] as const)(
    'renames a friend in a dialog, by keyboard alone (%s, %i px)',
    async (locale, width, rename, label, required) => {
      const token = await parentWithChild(running.app, uniqueEmail('rename'));
      const headers = { 'Content-Type': 'application/json', Authorization: `Token ${token}` };
      const friend = (await (
        await fetch(`${running.app.url}/api/character/`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: 'Spike', kind: 'hedgehog' }),
        })
      ).json()) as { id: number };
      const page = await openPage(locale, width, token);
      page.on('dialog', () => {
        throw new Error('window.prompt or confirm was used');
      });
      await page.goto(`${running.app.url}/characters`);
      const button = page.getByRole('button', { name: `${rename}: Spike` });
      await button.waitFor();
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /Spike/ });
      await dialog.waitFor();
      // The field has the focus, with the old name to edit.
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('Spike');
      expect(await dialog.getByLabel(label).evaluate((el) => el === document.activeElement)).toBe(true);
      await expectAxeClean(page);
      await page.screenshot({ path: join(SHOTS, `rename-${locale}-${width}.png`) });

      // Escape leaves everything as it was, and gives the focus back to the button.
      await page.keyboard.type(' the Brave');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Enter');
      await dialog.getByText(required).waitFor();
      await page.keyboard.type('Sonic');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: `${rename}: Sonic` }).waitFor();
      const saved = (await (await fetch(`${running.app.url}/api/character/`, { headers })).json()) as Array<{
        id: number;
        name: string;
      }>;
      expect(saved.find((c) => c.id === friend.id)?.name).toBe('Sonic');
    },
  );

  it.each([
    ['ru', 375, /^Готовый образ 1$/, 'Фото ребёнка', 'Фото не выбрано'],
    ['de', 1440, /^Fertiger Look 1$/, 'Foto des Kindes', 'Kein Foto ausgewählt'],
  ] as const)(
    'names preset avatars and the photo input, which shows the chosen file (%s, %i px)',
    async (locale, width, preset, photo, none) => {
      const token = await parentWithChild(running.app, uniqueEmail('names'));
      const [child] = (await (
        await fetch(`${running.app.url}/api/child/`, { headers: { Authorization: `Token ${token}` } })
      ).json()) as Array<{ id: number }>;
      const page = await openPage(locale, width, token);
      await page.goto(`${running.app.url}/characters/${child!.id}`);
      await page.getByRole('button', { name: preset }).waitFor();
      expect(await page.getByRole('button', { name: /[0-9a-f]{4}/ }).count()).toBe(0);
      const input = page.getByLabel(photo, { exact: true });
      await page.getByText(none).waitFor();
      // Reached by Tab, the focus shows on the drawn button.
      await input.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const outline = await page
        .locator('.file-input .btn')
        .evaluate(
          (el) => getComputedStyle(el).outlineStyle !== 'none' && parseFloat(getComputedStyle(el).outlineWidth) > 0,
        );
      expect(outline).toBe(true);
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
        'base64',
      );
      await input.setInputFiles({ name: 'masha-at-the-sea.png', mimeType: 'image/png', buffer: png });
      await page.getByText('masha-at-the-sea.png').waitFor();
      await expectAxeClean(page);
      await page.locator('.file-input').screenshot({ path: join(SHOTS, `photo-input-${locale}-${width}.png`) });
    },
  );

  it('fits “Ответственность” in a two-column moral card at 375 px without breaking it mid-word', async () => {
    const token = await parentWithChild(running.app, uniqueEmail('hyphens'));
    const page = await openPage('ru', 375, token);
    await page.goto(`${running.app.url}/new`);
    const word = page.locator('.choice strong', { hasText: 'Ответственность' });
    await word.waitFor();
    const box = await word.evaluate((el) => {
      const card = el.closest('.choice')!.getBoundingClientRect();
      const list = el.closest('.choice-list')!;
      const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
      // One line box per rendered line: a word broken in two would give two.
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      return { columns, lines, fits: el.scrollWidth <= Math.ceil(card.width), width: card.width };
    });
    expect(box).toMatchObject({ columns: 2, lines: 1, fits: true });
    await word.locator('xpath=ancestor::*[contains(@class,"choice")][1]').screenshot({
      path: join(SHOTS, 'moral-card-ru-375.png'),
    });
  });

  it.each(['ru', 'en', 'fr', 'es', 'de'] as const)(
    "keeps every word of the wizard's summary whole at 375 px, with the longest moral name (%s)",
    async (locale) => {
      const token = await parentWithChild(running.app, uniqueEmail('summary'));
      const morals = (await (
        await fetch(`${running.app.url}/api/moral/`, { headers: { 'ark-language': locale } })
      ).json()) as Array<{ name: string }>;
      const longestWord = (name: string) => Math.max(...name.split(/\s+/).map((w) => w.length));
      const longest = morals.map((m) => m.name).sort((a, b) => longestWord(b) - longestWord(a))[0]!;
      const page = await openPage(locale, 375, token);
      await page.goto(`${running.app.url}/new`);
      await page.getByRole('radio', { name: longest, exact: true }).click();
      const summary = page.locator('.wizard-create__summary');
      await summary.filter({ hasText: longest }).waitFor();
      const layout = await summary.evaluate((el) => {
        // Each word's own line boxes: a word broken in two would have two tops.
        const text = el.firstChild as Text;
        const split = [...text.data.matchAll(/\S+/g)].filter((match) => {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        });
        return { split: split.map((match) => match[0]), fits: el.scrollWidth <= el.clientWidth };
      });
      expect(layout).toEqual({ split: [], fits: true });
      await page.locator('.wizard-create').screenshot({ path: join(SHOTS, `summary-${locale}-375.png`) });
      await page.context().close();
    },
  );
});
