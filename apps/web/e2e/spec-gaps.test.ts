// @vitest-environment node
/**
 * The specification's rules that are easy to lose: a screen whose code fails to load
 * reloads the page the parent was going to (§2); empty fields say "required" and a hero
 * deleted elsewhere says so (§5); the layout follows the 513/1024 breakpoints and the
 * landscape rule, re-measured at most every 300 ms (§9).
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@skazka/contract';
import type { Page } from 'playwright-core';
import { uniqueEmail } from './harness';
import { appInBrowser, parentWithChild, subscribe } from './suite';

const running = appInBrowser();

async function openPage(locale: string, width: number, height = 812, token?: string): Promise<Page> {
  // No service worker: it would answer the screen's chunk before the test could fail it.
  const context = await running.browser.newContext({ viewport: { width, height }, serviceWorkers: 'block' });
  if (token) await context.addCookies([{ name: '__wt-at', value: token, url: running.app.url }]);
  await context.addInitScript(
    (l) => localStorage.getItem('skazka.locale') || localStorage.setItem('skazka.locale', l),
    locale,
  );
  return context.newPage();
}

describe('§2 a screen that fails to load', () => {
  it.each([
    ['ru', 375, 'Профиль'],
    ['en', 1440, 'Profile'],
  ])('reloads the screen the parent was going to (%s, %i px)', async (locale, width, profile) => {
    const page = await openPage(locale, width, 900, await parentWithChild(running.app, uniqueEmail('chunk')));
    await page.goto(`${running.app.url}/`);
    await page.getByRole('navigation').getByRole('link', { name: profile }).waitFor();
    let failed = 0;
    await page.route('**/assets/ProfileScreen-*.js', (route) => (failed++ === 0 ? route.abort() : route.continue()));
    await page.getByRole('navigation').getByRole('link', { name: profile }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: profile }).waitFor();
    expect(failed).toBe(2); // the failed load, then the one after the reload
  });
});

describe('§5 validation messages', () => {
  it.each(['ru', 'en'] as const)('an empty sex and birthday say the field is required (%s)', async (locale) => {
    const page = await openPage(locale, 375);
    await page.goto(`${running.app.url}/onboarding`);
    const next = locale === 'ru' ? 'Далее' : 'Next';
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: next, exact: true }).click();
    await page.getByLabel(locale === 'ru' ? 'Имя ребёнка' : "Child's name").fill('Masha');
    await page.getByRole('button', { name: next, exact: true }).click();
    const alerts = page.getByRole('alert');
    await alerts.first().waitFor();
    expect(await alerts.allInnerTexts()).toEqual([MESSAGES.required[locale], MESSAGES.required[locale]]);
  });

  it('a hero deleted on another device gives "no main hero chosen" (ru, 1440 px)', async () => {
    const token = await parentWithChild(running.app, uniqueEmail('gone'));
    await subscribe(running.app, token);
    const headers = { 'Content-Type': 'application/json', Authorization: `Token ${token}` };
    await fetch(`${running.app.url}/api/child/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Petya', sex: 'Мальчик', date_of_birth: '2018-03-01' }),
    });
    const page = await openPage('ru', 1440, 900, token);
    await page.goto(`${running.app.url}/new`);
    await page.getByRole('radio', { name: 'Masha' }).click();
    const [masha] = (await (await fetch(`${running.app.url}/api/child/`, { headers })).json()) as Array<{ id: number }>;
    const deleted = await fetch(`${running.app.url}/api/child/${masha!.id}/`, {
      method: 'DELETE',
      headers: { Authorization: headers.Authorization },
    });
    expect(deleted.status).toBe(204);
    await page.getByRole('button', { name: 'Создать сказку' }).click();
    await page.getByText(MESSAGES.noMainHero.ru).waitFor();
    await page.getByRole('radio', { name: 'Masha' }).waitFor({ state: 'detached' }); // the list is fresh again
  });
});

describe('§9 layout', () => {
  const layoutAt = async (page: Page, width: number, height: number) => {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(400); // past the 300 ms throttle
    return page.evaluate(() => ({ ...document.documentElement.dataset }));
  };

  it('follows the 513 and 1024 breakpoints and the landscape rule', async () => {
    const page = await openPage('en', 375, 812, await parentWithChild(running.app, uniqueEmail('layout')));
    await page.goto(`${running.app.url}/`);
    await page.getByRole('navigation').waitFor();
    await page.screenshot({ path: '/tmp/flows-layout-375.png' });
    expect(await layoutAt(page, 512, 800)).toMatchObject({ layout: 'narrow', landscape: 'false' });
    expect(await layoutAt(page, 513, 800)).toMatchObject({ layout: 'compact' });
    expect(await layoutAt(page, 1023, 800)).toMatchObject({ layout: 'tablet', landscape: 'true' });
    const navTop = () => page.getByRole('navigation').evaluate((nav) => nav.getBoundingClientRect().top);
    const belowHeader = await navTop();
    expect(await layoutAt(page, 1024, 800)).toMatchObject({ layout: 'desktop' });
    expect(await navTop()).toBeLessThan(belowHeader); // the navigation joins the header line
    expect(await page.getByRole('navigation').evaluate((nav) => nav.getBoundingClientRect().height)).toBeLessThan(80); // and covers nothing below it
    await page.screenshot({ path: '/tmp/flows-layout-1024.png' });

    // A phone on its side: wider than tall and wider than 400 px; the bottom bar gets slimmer.
    const barHeight = () =>
      page.getByRole('link', { name: 'My tales' }).evaluate((a) => a.getBoundingClientRect().height);
    expect(await layoutAt(page, 390, 844)).toMatchObject({ layout: 'narrow', landscape: 'false' });
    const portraitBar = await barHeight();
    expect(await layoutAt(page, 667, 375)).toMatchObject({ layout: 'compact', landscape: 'true' });
    expect(await barHeight()).toBeLessThan(portraitBar);
    expect(await layoutAt(page, 400, 300)).toMatchObject({ landscape: 'false' }); // not wider than 400 px
  });

  it('re-measures a resizing window at most every 300 ms', async () => {
    const page = await openPage('en', 375, 812);
    await page.goto(`${running.app.url}/welcome`);
    await page.locator('main').waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.layout === 'narrow');
    await page.evaluate(() => {
      const changes: string[] = [];
      (window as unknown as { layoutChanges: string[] }).layoutChanges = changes;
      new MutationObserver(() => changes.push(document.documentElement.dataset.layout!)).observe(
        document.documentElement,
        { attributeFilter: ['data-layout'] },
      );
    });
    const started = Date.now();
    for (let i = 0; i < 8; i++) await page.setViewportSize({ width: i % 2 ? 375 : 600, height: 812 });
    const windows = Math.ceil((Date.now() - started) / 300);
    await page.waitForTimeout(500);
    const changes = await page.evaluate(() => (window as unknown as { layoutChanges: string[] }).layoutChanges);
    // Each of the 8 sizes would show unthrottled; throttled, one at once and one per 300 ms after.
    expect(changes.length).toBeLessThanOrEqual(Math.min(windows + 1, 7));
    expect(await page.evaluate(() => document.documentElement.dataset.layout)).toBe('narrow');
  });
});
