// @vitest-environment node
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIN_TONES } from '@skazka/contract';
import { uniqueEmail } from './harness';
import { appInBrowser, parentWithChild, subscribe } from './suite';

const running = appInBrowser();
// Screens of the builder for a person to look at (README "Browser tests").
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'skazka-look-shots');
let token: string;
let childId: number;

const api = async (path: string) =>
  (await fetch(`${running.app.url}${path}`, { headers: { Authorization: `Token ${token}` } })).json();

async function editScreen(width: number, theme: 'light' | 'dark'): Promise<Page> {
  const context = await running.browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((t) => {
    localStorage.setItem('skazka.locale', 'en');
    localStorage.setItem('skazka.theme', t);
  }, theme);
  await context.addCookies([{ name: '__wt-at', value: token, url: running.app.url }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(`${running.app.url}/characters/${childId}`);
  await page.getByRole('heading', { name: "The hero's look" }).waitFor();
  return page;
}

/** Moves a radio group's choice with the keyboard: Tab lands on its chosen radio, then `keys`. */
async function chooseByKeys(page: Page, group: string, keys: string[]) {
  await page.getByRole('radiogroup', { name: group }).getByRole('radio', { checked: true }).focus();
  for (const key of keys) await page.keyboard.press(key);
}

/** How many pixels of a picture the page shows lie within `tolerance` of `hex`, counted in the browser. */
function pixelsNear(page: Page, src: string, hex: string, tolerance: number): Promise<number> {
  return page.evaluate(
    async ({ src, hex, tolerance }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      let count = 0;
      for (let i = 0; i < data.length; i += 4)
        if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < tolerance) count += 1;
      return count;
    },
    { src, hex, tolerance },
  );
}

/**
 * Pixels of each of `skins` in the hero's head: the band just above the pixels of the hero's
 * top (shoulders and neck up), so the scenery around, bark and wood included, stays out. A
 * page's light (a morning glow, a worried dusk) tints the figure: the skin tones are shifted as
 * far as the top's pixels are from the top's colour, and each pixel counts for the nearest.
 */
function skinAboveTop(page: Page, src: string, top: string, skins: readonly string[]): Promise<number[]> {
  return page.evaluate(
    async ({ src, top, skins }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const { naturalWidth: width, naturalHeight: height } = image;
      const context = new OffscreenCanvas(width, height).getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, width, height);
      const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const near = (at: number, [r, g, b]: number[]) =>
        Math.abs(data[at]! - r!) + Math.abs(data[at + 1]! - g!) + Math.abs(data[at + 2]! - b!) < 40;
      const topRgb = rgb(top);
      const xs: number[] = [];
      const ys: number[] = [];
      for (let at = 0; at < data.length; at += 4)
        if (near(at, topRgb)) {
          xs.push((at / 4) % width);
          ys.push(Math.floor(at / 4 / width));
        }
      // A page without the hero in full light says nothing (night tints the clothes away).
      if (xs.length < 300) return skins.map(() => 0);
      const shift = [0, 1, 2].map((channel) => {
        let sum = 0;
        for (let i = 0; i < xs.length; i += 1) sum += data[4 * (ys[i]! * width + xs[i]!) + channel]! - topRgb[channel]!;
        return sum / xs.length;
      });
      const sorted = (values: number[]) => values.sort((a, b) => a - b);
      const [x, y] = [sorted(xs), sorted(ys)];
      const at = (values: number[], share: number) => values[Math.floor(share * (values.length - 1))]!;
      // The top is about as tall as the head above it; its middle half across is the neck's column.
      const reach = at(y, 0.9) - at(y, 0.1);
      const [left, right] = [at(x, 0.25) - reach / 2, at(x, 0.75) + reach / 2];
      const [upper, lower] = [at(y, 0.1) - 1.5 * reach, at(y, 0.1)];
      const counts = skins.map(() => 0);
      const lit = skins.map((skin) => rgb(skin).map((value, channel) => value + shift[channel]!));
      const distance = (at: number, tone: number[]) =>
        Math.abs(data[at]! - tone[0]!) + Math.abs(data[at + 1]! - tone[1]!) + Math.abs(data[at + 2]! - tone[2]!);
      for (let row = Math.max(0, Math.floor(upper)); row < lower; row += 1)
        for (let column = Math.max(0, Math.floor(left)); column < Math.min(width, right); column += 1) {
          const distances = lit.map((tone) => distance(4 * (row * width + column), tone));
          const nearest = distances.indexOf(Math.min(...distances));
          if (distances[nearest]! < 40) counts[nearest]! += 1;
        }
      return counts;
    },
    { src, top, skins },
  );
}

/** A finished English tale about the child; returns its id. */
async function taleAbout(child: number): Promise<number> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Token ${token}` };
  const [moral] = await api('/api/moral/');
  const made = await fetch(`${running.app.url}/api/tale/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ child, moral: moral.id, language: 'en' }),
  });
  const { id } = (await made.json()) as { id: number };
  await expect
    .poll(async () => (await api(`/api/tale/${id}/`)).status, { timeout: 170_000, interval: 500 })
    .toBe('ready');
  return id;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  token = await parentWithChild(running.app, uniqueEmail('looks'));
  await subscribe(running.app, token);
  [{ id: childId }] = await api('/api/child/');
});

describe('the hero’s look', () => {
  it('is built with the keyboard, live in the preview, saved on the child, clean for axe', async () => {
    const page = await editScreen(375, 'light');
    const preview = page.getByRole('img', { name: 'How Masha will look' });
    const before = await preview.getAttribute('src');

    await chooseByKeys(page, 'Skin tone', ['End']);
    await chooseByKeys(page, 'Hairstyle', ['Home', 'ArrowRight', 'ArrowRight']);
    await chooseByKeys(page, 'Hair colour', ['Home', 'ArrowLeft']);
    await page.getByRole('checkbox', { name: 'Glasses' }).focus();
    if (!(await page.getByRole('checkbox', { name: 'Glasses' }).isChecked())) await page.keyboard.press('Space');
    await chooseByKeys(page, 'Clothes', ['End']);
    await chooseByKeys(page, 'Top colour', ['End']);
    await chooseByKeys(page, 'Trousers or skirt colour', ['Home', 'ArrowRight']);

    // Every choice has a spoken name, and the chosen one is announced as checked.
    const chosen = (group: string) =>
      page.getByRole('radiogroup', { name: group }).getByRole('radio', { checked: true }).getAttribute('aria-label');
    expect(await chosen('Skin tone')).toBe('Dark brown');
    expect(await chosen('Hair colour')).toBe('Black');
    expect(await chosen('Top colour')).toBe('Lilac');
    await page
      .getByRole('radiogroup', { name: 'Hairstyle' })
      .getByRole('radio', { name: 'Curly', checked: true })
      .waitFor();
    await page
      .getByRole('radiogroup', { name: 'Clothes' })
      .getByRole('radio', { name: 'Hoodie', checked: true })
      .waitFor();
    const after = await preview.getAttribute('src');
    expect(after).not.toBe(before);
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Save the look' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    const [child] = await api('/api/child/');
    expect(child.look).toEqual({
      skin: '#8a5537',
      hair_style: 'curly',
      hair_color: '#1e1a1a',
      eyes: child.look.eyes,
      glasses: true,
      freckles: child.look.freckles,
      outfit: 'hoodie',
      top: '#c7a3e0',
      bottom: '#35507a',
    });
    // The avatar on the heroes screen is the look just built.
    expect(child.url).toBe(after);

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.close();
  });

  it.each([
    [375, 'light'],
    [375, 'dark'],
    [1440, 'light'],
    [1440, 'dark'],
  ] as const)('fits %i px (%s) and passes axe', async (width, theme) => {
    const page = await editScreen(width, theme);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, `look-builder-${width}-${theme}.png`), fullPage: true });
    await page.close();
  });

  it('draws the hero of a tale made afterwards with that look', async () => {
    // Another child, pale in a blue top, for a tale to compare with.
    await fetch(`${running.app.url}/api/child/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
      body: JSON.stringify({
        name: 'Lena',
        sex: 'Девочка',
        date_of_birth: '2019-05-01',
        look: { ...(await api('/api/child/'))[0].look, skin: '#ffe0c7', top: '#5b9bd5' },
      }),
    });
    const [masha, lena] = await api('/api/child/');
    const page = await editScreen(375, 'light');
    /** Pixels of the pages of a new tale about `child` near the chosen top, and each skin tone in the hero's head. */
    const colours = async (child: { id: number }) => {
      const id = await taleAbout(child.id);
      const tale = await api(`/api/tale/${id}/view/`);
      const counts = { top: 0, skins: SKIN_TONES.map(() => 0) };
      for (const { image_url } of tale.pages) {
        const src = new URL(image_url, running.app.url).href;
        counts.top += await pixelsNear(page, src, '#c7a3e0', 40);
        const head = await skinAboveTop(page, src, '#c7a3e0', SKIN_TONES);
        head.forEach((count, i) => (counts.skins[i]! += count));
      }
      return counts;
    };
    const mine = await colours(masha);
    const other = await colours(lena);
    // Lilac is all but absent from the scenery (a few hundred pixels a page at most), so the
    // hoodie tells.
    expect(mine.top).toBeGreaterThan(3 * Math.max(other.top, 1000));
    // Whole pages cannot tell the skin: brown competes with bark and wood, which the other
    // tale's world may hold more of. Above the lilac hoodie, the head is the chosen tone.
    const dark = SKIN_TONES.indexOf('#8a5537');
    const [darkest, ...others] = [mine.skins[dark]!, ...mine.skins.filter((_, i) => i !== dark)];
    expect(darkest).toBeGreaterThan(500);
    for (const count of others) expect(darkest).toBeGreaterThan(1.5 * count);
    await page.close();
  }, 360_000);
});
