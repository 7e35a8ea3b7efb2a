// @vitest-environment node
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { uniqueEmail } from './harness';
import { appInBrowser, parentWithChild, readyTale, subscribe } from './suite';

const running = appInBrowser();
const SHOTS = resolve(import.meta.dirname, '../screenshots');

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];
const THEMES = ['light', 'dark'] as const;
const STATES = ['book', 'bedtime', 'offline'] as const;

type Box = { x: number; y: number; width: number; height: number };
const box = async (page: Page, selector: string): Promise<Box> => (await page.locator(selector).first().boundingBox())!;
const bottom = (b: Box) => b.y + b.height;

/** WCAG contrast of two computed rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = css
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the reader, as a parent sees it', () => {
  it('book view, bedtime mode and no network, at 375 px and 1440 px, light and dark: nothing covers the page, text reads well, and the pictures are written to apps/web/screenshots', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const token = await parentWithChild(running.app, uniqueEmail('shots'));
    await subscribe(running.app, token);
    const id = await readyTale(running.app, token);
    const context = await running.browser.newContext({ viewport: WIDTHS[0] });
    await context.addInitScript(() => localStorage.setItem('skazka.locale', 'en'));
    await context.addCookies([{ name: '__wt-at', value: token, url: running.app.url }]);
    const page = await context.newPage();
    page.on('pageerror', (error) => {
      throw error;
    });
    await page.goto(`${running.app.url}/story/${id}`);
    await page.locator('.tale-page').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('button', { name: 'Keep offline' }).click();
    await page.getByText('Kept on this device: it opens with no network').waitFor({ timeout: 60_000 });

    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      for (const theme of THEMES) {
        for (const state of STATES) {
          const name = `reader-${state}-${viewport.width}-${theme}`;
          await page.evaluate(
            ([t, s]) => {
              localStorage.setItem('skazka.theme', t!);
              if (s === 'bedtime') localStorage.setItem('skazka.bedtime', '1');
              else localStorage.removeItem('skazka.bedtime');
            },
            [theme, state],
          );
          await context.setOffline(state === 'offline');
          await page.reload();
          await page.locator('.tale-page img').evaluate((img: HTMLImageElement) => img.decode());
          if (state !== 'offline')
            await page.getByRole('button', { name: 'Listen' }).and(page.locator(':enabled')).waitFor();
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({ path: join(SHOTS, `${name}.png`) });

          // The page being read, picture and text, is above the player and inside the screen.
          const text = await box(page, '.tale-page__text');
          const picture = await box(page, '.tale-page img');
          const player = await box(page, '.player');
          expect(bottom(text), name).toBeLessThanOrEqual(player.y);
          expect(bottom(picture), name).toBeLessThanOrEqual(player.y);
          expect(bottom(player), name).toBeLessThanOrEqual(viewport.height);
          if (state === 'offline') {
            // The notice says so above the book, never over it.
            const notice = await box(page, '.offline-notice');
            expect(bottom(notice), name).toBeLessThanOrEqual((await box(page, '.book')).y);
          }
          const colours = await page.evaluate(() => ({
            text: getComputedStyle(document.querySelector('.page-text')!).color,
            page: getComputedStyle(document.body).backgroundColor,
            bedtime: document.documentElement.classList.contains('bedtime'),
          }));
          expect(colours.bedtime, name).toBe(state === 'bedtime');
          expect(contrast(colours.text, colours.page), name).toBeGreaterThanOrEqual(7);
          if (state === 'bedtime') {
            // Dim and warm: a near-black page, and text softer than the day themes' near-white (13:1 and more).
            expect(contrast(colours.page, 'rgb(0, 0, 0)'), name).toBeLessThan(1.3);
            expect(contrast(colours.text, colours.page), name).toBeLessThan(11.5);
          }
          const results = await new AxeBuilder({ page }).analyze();
          expect(
            results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
            name,
          ).toEqual([]);
        }
      }
    }
    await context.close();
  }, 300_000);
});
