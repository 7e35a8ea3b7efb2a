// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PRERENDERED_ATTRIBUTE } from '../src/app/prerendered';
import { uniqueEmail } from './harness';
import { appInBrowser, appLive, openApp, PASSWORD } from './suite';

const running = appInBrowser();

async function newPage(locale = 'en'): Promise<Page> {
  return openApp(running, { locale, viewport: { width: 390, height: 844 }, acceptDownloads: true });
}

async function onboardAndSignUp(page: Page, email: string) {
  await page.goto(`${running.app.url}/`);
  await page.waitForURL('**/welcome');
  await page.getByRole('link', { name: 'Continue' }).click();
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next', exact: true }).click(); // benefits, questions, audio, print (not their demo's Next page)
  await page.getByLabel("Child's name").fill('Masha');
  await page.getByLabel('Girl').check();
  await page.getByLabel('Date of birth').fill('2019-05-01');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel("Friend's name").fill('Hedgehog');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('radio', { name: /Friendship/ }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Skip' }).click(); // photo
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByLabel(/privacy policy/).check();
  await page.getByLabel(/personal data/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL('**/new');
}

describe('a new visitor', () => {
  it('onboards, subscribes in the sandbox, has a tale made, reads, hears, answers, prints and logs out', async () => {
    const page = await newPage();
    await onboardAndSignUp(page, uniqueEmail('journey'));

    // Without a subscription the first tale is refused with 402 and the paywall explains why.
    await page.getByRole('button', { name: 'Create the tale' }).click();
    await page.waitForURL('**/subscription?pw=1');
    await page.getByText('Creating tales needs a subscription').waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).first().click();
    await page.getByTestId('sandbox-confirm').click();
    await page.waitForURL('**/subscription?paid=1');
    await page.getByText(/Free trial|Subscription active/).waitFor();

    await page.goto(`${running.app.url}/new`);
    await page.getByRole('radio', { name: 'Hedgehog' }).waitFor();
    await page.getByRole('button', { name: 'Create the tale' }).click();
    await page.waitForURL(/\/g\/\d+$/);
    await page.getByRole('progressbar').waitFor();
    await page.waitForURL(/\/story\/\d+$/, { timeout: 120_000 });

    await page.locator('.tale-page').waitFor();
    expect(Number((await page.getByText(/^Page 1 of \d+$/).innerText()).match(/of (\d+)/)![1])).toBeGreaterThanOrEqual(
      6,
    );
    expect(await page.locator('.tale-page .page-text').innerText()).toContain('Masha');

    await page.getByRole('button', { name: 'Listen' }).click();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.3, undefined, {
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.keyboard.press('End'); // the book's last sheet: questions, then good night

    const questions = page.getByRole('region', { name: "Let's talk about the tale" });
    const total = Number((await questions.getByText(/Question 1 of \d/).innerText()).match(/of (\d)/)![1]);
    for (let n = 1; n <= total; n++) {
      await questions.getByText(`Question ${n} of ${total}`).waitFor();
      await questions.locator('.questions__options button').first().click();
      await questions.getByText(/Right! Well done!|Almost!/).waitFor();
      if (n < total) await questions.getByRole('button', { name: 'Next question' }).click();
    }
    await page.getByRole('heading', { name: 'Good night, Masha!' }).waitFor();
    await page.getByRole('link', { name: 'Another tale' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Print' }).click(),
    ]);
    const pdf = await download.createReadStream();
    const head = await new Promise<Buffer>((done) => pdf.once('data', (chunk: Buffer) => done(chunk)));
    expect(head.subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto(`${running.app.url}/profile`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/signin/);
    await page.goto(`${running.app.url}/?from=mail`);
    await page.waitForURL('**/signin?from=mail'); // ever authorized → Signin, query kept
  });
});

describe('password recovery', () => {
  it('sets a new password through the emailed link', async () => {
    const page = await newPage();
    const email = uniqueEmail('recovery');
    await onboardAndSignUp(page, email);
    await page.goto(`${running.app.url}/profile`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/signin/);

    await page.goto(`${running.app.url}/password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(/email with a link is on its way/).waitFor();
    const link = await running.app.lastMailedLink();
    expect(link).toMatch(/\/password\/[\w-]+$/);

    await page.goto(link!);
    await page.getByLabel('New password').fill('Another-quiet-evening-7');
    await page.getByLabel('Repeat the password').fill('Another-quiet-evening-7');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Another-quiet-evening-7');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${running.app.url}/`);

    await page.goto(link!); // the token is used up: the check fails and sends to Signin
    await page.waitForURL('**/signin');
  });
});

describe('a session that ends on the server', () => {
  it('logs out on the next 401 and goes to Signin', async () => {
    const page = await newPage();
    await onboardAndSignUp(page, uniqueEmail('revoked'));
    const token = (await page.context().cookies()).find((c) => c.name === '__wt-at')!.value;
    const logout = await fetch(`${running.app.url}/api/auth/token/logout/`, {
      method: 'POST',
      headers: { Authorization: `Token ${token}` },
    });
    expect(logout.status).toBe(204);
    await page.goto(`${running.app.url}/characters`);
    await page.waitForURL('**/signin**');
    expect((await page.context().cookies()).some((c) => c.name === '__wt-at' && c.value)).toBe(false);
  });
});

describe('languages', () => {
  it("loads a language's words only when it is chosen, English as much as French", async () => {
    const page = await newPage('ru');
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    const loaded = (locale: string) => scripts.some((url) => new RegExp(`/${locale}-[\\w-]+\\.js$`).test(url));
    await page.goto(`${running.app.url}/welcome`);
    await page.getByRole('link', { name: 'Продолжить' }).waitFor();
    // The link is in the prerendered page; the app's scripts, the words among them, are asked for after its first paint.
    await expect.poll(() => loaded('ru')).toBe(true);
    expect(loaded('fr') || loaded('en')).toBe(false);
    await page.goto(`${running.app.url}/language`);
    await page.getByRole('radio', { name: 'Français' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    expect(loaded('fr')).toBe(true);
    await page.goto(`${running.app.url}/welcome`);
    await page.getByRole('link', { name: 'Continuer' }).waitFor();
    await page.goto(`${running.app.url}/language`);
    await page.getByRole('radio', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(loaded('en')).toBe(true);
  });
});

describe('prerendered pages', () => {
  it('paint before any script, then React takes them over without a mismatch; the demo comes with its tale', async () => {
    await fetch(`${running.app.url}/api/tale/view_example/`, { headers: { 'ark-language': 'ru' } }); // the demo, made once
    for (const path of ['/welcome', '/signin', '/story/demo']) {
      const bare = await newPage('ru');
      await bare.route('**/assets/*.js', (route) => route.abort()); // no app at all: the HTML alone
      await bare.goto(`${running.app.url}${path}`);
      const withoutScripts = await bare.locator('main h1').innerText();
      // Its aborted scripts may still report their failure late: the app is loaded in a page of its own.
      await bare.context().close();
      const page = await newPage('ru');
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${running.app.url}${path}`);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('main h1').innerText(), path).toBe(withoutScripts);
      expect(
        await page.evaluate((mark) => document.getElementById('root')!.getAttribute(mark), PRERENDERED_ATTRIBUTE),
        path,
      ).toBe('screen');
      await page.getByRole('button', { name: /тема/ }).click(); // React handles the page: the toggle works
      await page.waitForFunction(
        (dark) => document.documentElement.classList.contains('theme-dark') !== dark,
        await page.evaluate(() => !document.documentElement.classList.contains('theme-dark')),
      );
      expect(errors, path).toEqual([]);
      await page.context().close();
    }
  });

  it("made for another language, never show (nor take the focus) before the app draws the visitor's own", async () => {
    const page = await newPage('en');
    // Checked whenever the root loses its prerendered mark, which hides stale markup: the page as it stands then.
    await page.addInitScript((mark) => {
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (root && !root.hasAttribute(mark) && /[а-яё]/i.test(root.textContent ?? ''))
          (window as { shownRussian?: boolean }).shownRussian = true;
      }).observe(document, { subtree: true, attributeFilter: [mark] });
    }, PRERENDERED_ATTRIBUTE);
    for (const path of ['/welcome', '/signin']) {
      await page.goto(`${running.app.url}${path}`);
      await appLive(page);
      expect(await page.locator('main h1').innerText(), path).not.toMatch(/[а-яё]/i);
      expect(await page.evaluate(() => (window as { shownRussian?: boolean }).shownRussian), path).toBeUndefined();
    }
    await page.context().close();
  });
});
