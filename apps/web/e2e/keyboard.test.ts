// @vitest-environment node
/**
 * Everything works with the keyboard: a parent goes through the main journey
 * with Tab, arrows, Enter and Space alone, every control of each main screen
 * can be reached with Tab, and each Tab stop shows where the focus is.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PRIVATE_SCREENS, PUBLIC_SCREENS, uniqueEmail } from './harness';
import { appInBrowser, appLive, parentWithChild, PASSWORD } from './suite';

const running = appInBrowser();

async function englishContext(): Promise<BrowserContext> {
  const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await context.addInitScript(
    () => localStorage.getItem('skazka.locale') || localStorage.setItem('skazka.locale', 'en'),
  );
  return context;
}

interface Stop {
  name: string;
  role: string;
  /** Whether it matches the CSS selector asked for. */
  matches: boolean;
  /** A text field, whose focus shows as a coloured border rather than an outline. */
  field: boolean;
  /** An outline or a ring (box-shadow) drawn around it while focused. */
  indicated: boolean;
}

/** What a screen reader would call the focused element, and whether the focus can be seen on it. */
function focusedStop(page: Page, css = ':focus'): Promise<Stop | null> {
  return page.evaluate((css) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    // A label's words without the control inside it (a select's options are not its name).
    const label = (el as HTMLInputElement).labels?.[0]?.cloneNode(true) as HTMLElement | undefined;
    label?.querySelectorAll('input, select, textarea').forEach((control) => control.remove());
    const name = el.getAttribute('aria-label') ?? (label?.textContent || el.textContent) ?? '';
    const style = getComputedStyle(el);
    return {
      name: name.trim().replace(/\s+/g, ' '),
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
      matches: el.matches(css),
      field: ['input', 'select', 'textarea'].includes(el.tagName.toLowerCase()),
      indicated: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    };
  }, css);
}

/** Tab stops where the focus could not be seen, over all `tabTo` calls of a test. */
const unseenFocus = new Set<string>();

/** Presses Tab, as a keyboard user would, until the focus is on the control of that name or CSS selector. */
async function tabTo(page: Page, wanted: string | { css: string }): Promise<void> {
  const css = typeof wanted === 'string' ? ':focus' : wanted.css;
  const passed: string[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page, css);
    if (!stop) continue;
    if (!stop.field && !stop.indicated) unseenFocus.add(`${new URL(page.url()).pathname}: ${stop.role} "${stop.name}"`);
    if (typeof wanted === 'string' ? stop.name === wanted : stop.matches) return;
    passed.push(stop.name);
  }
  throw new Error(`Tab never reached ${JSON.stringify(wanted)} on ${page.url()}; it passed: ${passed.join(' | ')}`);
}

/** Presses the down arrow within a radio group until the choice of that name is chosen. */
async function arrowTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => ({
      name: document.activeElement?.textContent?.trim(),
      checked: document.activeElement?.getAttribute('aria-checked'),
    }));
    if (focused.name === name && focused.checked === 'true') return;
  }
  throw new Error(`the arrow keys never chose ${name}`);
}

const audioTime = (page: Page) => page.evaluate(() => document.querySelector('audio')!.currentTime);

describe('with the keyboard alone', () => {
  it('a parent signs in, subscribes, has a tale made, listens, seeks, answers, prints and signs out', async () => {
    const email = uniqueEmail('keyboard');
    await parentWithChild(running.app, email);
    const context = await englishContext();
    const page = await context.newPage();

    await page.goto(`${running.app.url}/welcome`);
    await appLive(page); // as a parent waits for the page to show: until the app draws it, Tab has nowhere to stop
    await tabTo(page, 'Sign in');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/signin');
    await tabTo(page, 'Email');
    await page.keyboard.type(email);
    await tabTo(page, 'Password');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');

    await tabTo(page, 'New tale');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/new');
    await tabTo(page, { css: '[role="radiogroup"][aria-label="Moral"] [role="radio"]' });
    const firstMoral = (await focusedStop(page))!.name;
    await page.keyboard.press('ArrowDown');
    const chosen = await page.evaluate(() => ({
      name: document.activeElement?.textContent,
      checked: document.activeElement?.getAttribute('aria-checked'),
    }));
    expect(chosen.checked).toBe('true');
    expect(chosen.name).not.toBe(firstMoral);
    await tabTo(page, 'Create the tale');
    await page.keyboard.press('Enter');

    await page.waitForURL('**/subscription?pw=1');
    await tabTo(page, 'Subscribe');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/sandbox/**');
    await tabTo(page, { css: '[data-testid="sandbox-confirm"]' });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/subscription?paid=1');

    // Back from the checkout, the tale the parent pressed Create for is one key away.
    await page.getByRole('heading', { name: 'Thank you! You are subscribed' }).waitFor();
    await tabTo(page, 'Create the tale');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/story\/\d+$/, { timeout: 120_000 });
    await page.locator('.tale-page').waitFor();

    // The reader opens with the text and pictures; Listen comes alive when the narration is ready.
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('.player__play')?.disabled === false,
      undefined,
      { timeout: 120_000 },
    );
    await tabTo(page, 'Listen');
    await page.keyboard.press('Enter');
    // Played for real: a seek alone moves currentTime before React has drawn the Pause state.
    await page.waitForFunction(
      () => {
        const played = document.querySelector('audio')?.played;
        return !!played?.length && played.end(played.length - 1) - played.start(played.length - 1) > 0.3;
      },
      undefined,
      { timeout: 20_000 },
    );
    expect((await focusedStop(page))!.name).toBe('Pause');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('audio')!.paused);
    const before = await audioTime(page);
    await tabTo(page, 'Seek');
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await audioTime(page)).toBeGreaterThanOrEqual(Math.floor(before) + 4);
    await tabTo(page, 'Next page');
    while (await page.getByRole('button', { name: 'Next page' }).isEnabled()) await page.keyboard.press('Enter');

    const questions = page.getByRole('region', { name: "Let's talk about the tale" });
    const total = Number((await questions.getByText(/Question 1 of \d/).innerText()).match(/of (\d)/)![1]);
    for (let n = 1; n <= total; n++) {
      await questions.getByText(`Question ${n} of ${total}`).waitFor();
      await tabTo(page, { css: '.questions__options button' });
      await page.keyboard.press('Enter');
      await questions.getByText(/Right! Well done!|Almost!/).waitFor();
      if (n < total) {
        await tabTo(page, 'Next question');
        await page.keyboard.press('Enter');
      }
    }

    await tabTo(page, 'Print');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    await tabTo(page, 'Profile');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profile');
    await tabTo(page, 'Sign out');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/signin/);
    await context.close();

    expect([...unseenFocus]).toEqual([]);
  });

  it('a new visitor goes through onboarding and signs up', async () => {
    const context = await englishContext();
    const page = await context.newPage();
    const next = async () => {
      await tabTo(page, 'Next');
      await page.keyboard.press('Enter');
    };
    await fetch(`${running.app.url}/api/tale/view_example/`, { headers: { 'ark-language': 'en' } }); // the demo, made once
    await page.goto(`${running.app.url}/welcome`);
    await appLive(page);
    await tabTo(page, 'Continue');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/onboarding');
    await next(); // benefits
    await next(); // questions
    // The audio step plays the start of the demo tale's narration, and stops it, from the keyboard.
    await tabTo(page, 'Listen to the beginning');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => {
        const played = document.querySelector<HTMLAudioElement>('.demo-sample audio')?.played;
        return !!played?.length && played.end(played.length - 1) > 0.3;
      },
      undefined,
      { timeout: 20_000 },
    );
    expect((await focusedStop(page))!.name).toBe('Pause');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector<HTMLAudioElement>('.demo-sample audio')!.paused);
    await next(); // audio
    await next(); // print
    await tabTo(page, "Child's name");
    await page.keyboard.type('Masha');
    await tabTo(page, { css: 'input[type="radio"]' }); // the sex: arrows choose within the group
    await page.keyboard.press('Space');
    await tabTo(page, 'Date of birth');
    await page.keyboard.type('05012019');
    await next();
    await tabTo(page, "Friend's name");
    await page.keyboard.type('Hedgehog');
    await next();
    await tabTo(page, { css: '[role="radio"]' }); // the first moral
    await page.keyboard.press('Space');
    await next();
    await tabTo(page, { css: '[role="radio"]' }); // the tale's language: the group is one Tab stop
    await arrowTo(page, 'English');
    await next();
    await tabTo(page, 'Skip'); // the photo
    await page.keyboard.press('Enter');
    await tabTo(page, 'Email');
    await page.keyboard.type(uniqueEmail('keyboard-signup'));
    await tabTo(page, 'Password');
    await page.keyboard.type(PASSWORD);
    await tabTo(page, 'Repeat the password');
    await page.keyboard.type(PASSWORD);
    await tabTo(page, 'I accept the privacy policy and the offer');
    await page.keyboard.press('Space');
    await tabTo(page, 'I consent to the processing of personal data');
    await page.keyboard.press('Space');
    await tabTo(page, 'Sign up');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/new');
    await page.getByRole('radio', { name: 'Masha' }).waitFor();
    await page.getByRole('radio', { name: 'Hedgehog' }).waitFor();
    await context.close();
    expect([...unseenFocus]).toEqual([]);
  });

  it.each([...PUBLIC_SCREENS, ...PRIVATE_SCREENS])('every control of %s can be reached with Tab', async (path) => {
    const context = await englishContext();
    if (PRIVATE_SCREENS.includes(path))
      await context.addCookies([
        { name: '__wt-at', value: await parentWithChild(running.app, uniqueEmail('tab')), url: running.app.url },
      ]);
    const page = await context.newPage();
    await page.goto(`${running.app.url}${path}`);
    await appLive(page);
    await page.waitForLoadState('networkidle');
    // Every control a mouse could use. A radio group is one Tab stop (its chosen radio, else
    // its first), its other radios are reached with the arrow keys.
    const controls = await page.evaluate(() => {
      // Controls folded into a disclosure are reached once it is opened: open them all.
      document.querySelectorAll('details').forEach((details) => (details.open = true));
      const candidates = [
        ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
      ];
      const groupStop = (radio: HTMLInputElement) => {
        const group = [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${radio.name}"]`)];
        return group.find((r) => r.checked) ?? group[0];
      };
      const isStop = (el: HTMLElement) =>
        !(el instanceof HTMLInputElement && el.type === 'radio' && el.name) || groupStop(el) === el;
      const usable = candidates.filter(
        (el) =>
          !(el as HTMLButtonElement).disabled &&
          el.tabIndex >= 0 &&
          el.getClientRects().length > 0 &&
          getComputedStyle(el).visibility !== 'hidden' &&
          isStop(el),
      );
      usable.forEach((el, i) => (el.dataset.tabStop = String(i)));
      return usable.map(
        (el) =>
          `${el.tagName.toLowerCase()}${el instanceof HTMLInputElement ? `[${el.type}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      );
    });
    const reached = new Set<string>();
    for (let i = 0; i < controls.length + 5; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.tabStop);
      if (stop !== undefined) reached.add(stop);
    }
    expect(controls.length).toBeGreaterThan(3);
    expect(controls.filter((_, i) => !reached.has(String(i)))).toEqual([]);
    await context.close();
  });
});
