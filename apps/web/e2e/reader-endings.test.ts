// @vitest-environment node
/**
 * The end of an owned tale and what a parent may do from the reader: after the last
 * question a warm end offers another tale (to the wizard), sending it to the family (the
 * system share sheet where there is one) and keeping it offline; a tale deleted from the
 * reader asks first and can be undone for a few seconds; the shared reader is clean for axe.
 * The reader's tools are found by role and name, wherever its layout puts them.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import { API } from '@skazka/contract';
import type { Page } from 'playwright-core';
import { uniqueEmail } from './harness';
import { appInBrowser, appLive, openApp, parentWithChild, readyTale, subscribe } from './suite';
import { words } from './words';

const running = appInBrowser();
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'skazka-reader-endings-shots');
mkdirSync(SHOTS, { recursive: true });

const CASES = [
  ['ru', 375],
  ['fr', 1440],
] as const;

const viewport = (width: number) => ({ width, height: width < 500 ? 812 : 900 });

/** One family for the file: the tales are only read, shared and kept here, and a delete is always undone. */
const family = {
  token: '',
  reading: { id: 0, title: '', questions: 0 },
  deleting: { id: 0, title: '', questions: 0 },
};

async function readerView(id: number): Promise<{ title: string; questions_count: number }> {
  const answer = await fetch(`${running.app.url}${API.taleView(id)}`, {
    headers: { Authorization: `Token ${family.token}` },
  });
  return (await answer.json()) as { title: string; questions_count: number };
}

beforeAll(async () => {
  family.token = await parentWithChild(running.app, uniqueEmail('endings'));
  await subscribe(running.app, family.token);
  for (const tale of [family.reading, family.deleting]) {
    tale.id = await readyTale(running.app, family.token);
    const view = await readerView(tale.id);
    tale.title = view.title;
    tale.questions = view.questions_count;
  }
}, 300_000);

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Goes to the last sheet and answers every question, as a child would (the first option each time). */
async function answerEveryQuestion(page: Page, t: ReturnType<typeof words>) {
  await page.keyboard.press('End');
  const questions = page.getByRole('region', { name: t('reader.questions.title') });
  await questions.waitFor();
  const total = family.reading.questions;
  for (let n = 1; n <= total; n++) {
    await questions.getByText(t('reader.questions.progress', { current: n, total })).waitFor();
    await questions.getByRole('group').getByRole('button').first().click();
    if (n < total) await questions.getByRole('button', { name: t('reader.questions.next') }).click();
  }
}

/** A reader's tool by its name, opening the reader's "More" first where the tool waits behind it. */
async function readerTool(page: Page, t: ReturnType<typeof words>, name: string) {
  const tool = page.getByRole('button', { name }).first();
  if ((await page.getByRole('button', { name }).count()) === 0)
    await page.getByRole('button', { name: t('reader.more'), exact: true }).click();
  await tool.waitFor();
  return tool;
}

describe('the end of a tale', () => {
  it.each(CASES)(
    'offers another tale, sending it to the family through the share sheet and keeping it offline (%s, %i px)',
    async (locale, width) => {
      const t = words(locale);
      const page = await openApp(running, { locale, token: family.token, viewport: viewport(width) });
      // The system share sheet, replaced at the page's edge by one that remembers what it was given.
      await page.context().addInitScript(() => {
        const shared: ShareData[] = [];
        Object.assign(window, { sharedWithSheet: shared });
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: (data: ShareData) => (shared.push(data), Promise.resolve()),
        });
      });
      await page.goto(`${running.app.url}/story/${family.reading.id}`);
      await page.getByRole('heading', { level: 1, name: family.reading.title }).waitFor();
      await appLive(page);
      await answerEveryQuestion(page, t);

      const ending = page.getByRole('region', { name: t('reader.ending.title', { name: 'Masha' }) });
      await ending.waitFor();
      await ending.getByText(t('reader.ending.text')).waitFor();
      const another = ending.getByRole('link', { name: t('reader.ending.another'), exact: true });
      const share = ending.getByRole('button', { name: t('reader.share.button') });
      const keep = ending.getByRole('button', { name: t('reader.offline.keep') });
      await Promise.all([another.waitFor(), share.waitFor(), keep.waitFor()]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await ending.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `ending-${locale}-${width}.png`) });

      // Send to the family: the link goes to the system share sheet, and is shown to copy as well.
      const [made] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().endsWith(API.taleShare(family.reading.id)) && r.request().method() === 'POST',
        ),
        share.click(),
      ]);
      expect(made.status()).toBe(201);
      const link = await ending.getByLabel(t('reader.share.link')).inputValue();
      expect(link).toMatch(new RegExp(`^${running.app.url}/shared/[\\w-]+$`));
      const sheet = await page.evaluate(() => (window as unknown as { sharedWithSheet: ShareData[] }).sharedWithSheet);
      expect(sheet).toEqual([
        {
          title: family.reading.title,
          text: t('reader.share.message', { title: family.reading.title }),
          url: link,
        },
      ]);
      // The link reads the tale with no account.
      expect((await fetch(`${running.app.url}${API.shared(link.split('/shared/')[1]!)}`)).status).toBe(200);

      // Keep offline: stored on the device, and the reader says so after a reload too.
      await keep.click();
      await page.getByText(t('reader.offline.kept')).waitFor({ timeout: 60_000 });
      expect(await keep.getAttribute('aria-pressed')).toBe('true');
      expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: family.reading.title }).waitFor();
      const kept = await readerTool(page, t, t('reader.offline.keep'));
      await expect.poll(() => kept.getAttribute('aria-pressed')).toBe('true');
      await page.keyboard.press('Escape');

      // Another tale: on to the new-tale wizard.
      await answerEveryQuestion(page, t);
      await ending.waitFor();
      await another.click();
      await page.waitForURL(`${running.app.url}/new`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.context().close();
    },
  );
});

describe('deleting a tale from the reader', () => {
  it.each(CASES)(
    'asks first, then gives a few seconds to undo, and undo keeps it (%s, %i px)',
    async (locale, width) => {
      const t = words(locale);
      const { id, title } = family.deleting;
      const page = await openApp(running, { locale, token: family.token, viewport: viewport(width) });
      const status = async () =>
        (await fetch(`${running.app.url}${API.tale(id)}`, { headers: { Authorization: `Token ${family.token}` } }))
          .status;
      await page.goto(`${running.app.url}/story/${id}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await appLive(page);
      const asked: string[] = [];

      // Cancelled: the reader stays, and nothing is sent.
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await (await readerTool(page, t, t('family.deleteTale.button'))).click();
      await expect.poll(() => asked).toEqual([t('family.deleteTale.confirm', { title })]);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(page.url()).toBe(`${running.app.url}/story/${id}`);

      // Confirmed: back to the collection, the tale gone from it, and a few seconds to undo.
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.accept();
      });
      await (await readerTool(page, t, t('family.deleteTale.button'))).click();
      await page.waitForURL(`${running.app.url}/`);
      const toast = page.getByRole('status').filter({ hasText: t('family.deleteTale.deleted', { title }) });
      await toast.waitFor();
      const card = page.locator(`a[href="/story/${id}"]`);
      expect(await card.count()).toBe(0);
      await page.screenshot({ path: join(SHOTS, `deleted-undo-${locale}-${width}.png`) });
      await toast.getByRole('button', { name: t('family.deleteTale.undo'), exact: true }).click();
      await toast.waitFor({ state: 'detached' });
      await card.first().waitFor();
      // Past the undo window the server still has it.
      await new Promise((r) => setTimeout(r, 7000));
      expect(await status()).toBe(200);
      await page.reload();
      await card.first().waitFor();
      await page.context().close();
    },
  );
});

describe('the shared reader', () => {
  it.each(CASES)('is clean for axe, signed out (%s, %i px)', async (locale, width) => {
    const t = words(locale);
    const made = await fetch(`${running.app.url}${API.taleShare(family.reading.id)}`, {
      method: 'POST',
      headers: { Authorization: `Token ${family.token}` },
    });
    const { url } = (await made.json()) as { url: string };
    const page = await openApp(running, { locale, viewport: viewport(width) });
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: family.reading.title }).waitFor();
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('button', { name: t('reader.player.play') })
      .first()
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `shared-${locale}-${width}.png`) });
    // To its end, as the family reads it: the end invites them to make one of their own.
    await answerEveryQuestion(page, t);
    await page.getByRole('region', { name: t('reader.ending.title', { name: 'Masha' }) }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
