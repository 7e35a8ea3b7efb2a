// @vitest-environment node
/** The collection: tales being made show their progress live, and a list that fails to load can be asked again. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueEmail } from './harness';
import { appInBrowser, openApp, parentWithChild, subscribe } from './suite';

const running = appInBrowser();

async function openPage(locale: string, width: number, token: string): Promise<Page> {
  return openApp(running, {
    locale,
    token,
    viewport: { width, height: 900 },
    serviceWorkers: 'block',
    failOnPageError: false,
  });
}

describe('the collection', () => {
  it('shows a tale being made finish without a reload (ru, 375 px)', async () => {
    const token = await parentWithChild(running.app, uniqueEmail('live'));
    await subscribe(running.app, token);
    const headers = { 'Content-Type': 'application/json', Authorization: `Token ${token}` };
    const [child] = (await (await fetch(`${running.app.url}/api/child/`, { headers })).json()) as Array<{ id: number }>;
    const [moral] = (await (await fetch(`${running.app.url}/api/moral/`, { headers })).json()) as Array<{ id: number }>;
    const made = (await (
      await fetch(`${running.app.url}/api/tale/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ child: child!.id, moral: moral!.id, language: 'ru' }),
      })
    ).json()) as { id: number };
    const page = await openPage('ru', 375, token);
    await page.goto(`${running.app.url}/`);
    const card = page.locator(`a[href="/g/${made.id}"], a[href="/story/${made.id}"]`);
    expect(await card.innerText()).toMatch(/\d+%/);
    // Ready: the card now opens the story, with no navigation of the page in between.
    await page.locator(`a[href="/story/${made.id}"]`).waitFor({ timeout: 120_000 });
  });

  it.each([
    ['ru', 375, 'Попробовать ещё раз'],
    ['es', 1440, 'Intentar de nuevo'],
  ])('offers a retry when the list cannot be loaded (%s, %i px)', async (locale, width, retry) => {
    const page = await openPage(locale, width, await parentWithChild(running.app, uniqueEmail('retry')));
    let failing = true;
    await page.route('**/api/tale/', (route) =>
      failing ? route.fulfill({ status: 502, body: '<html>Bad gateway</html>' }) : route.continue(),
    );
    await page.goto(`${running.app.url}/`);
    const button = page.getByRole('button', { name: retry });
    await button.waitFor({ timeout: 60_000 }); // after the initial load's retries (docs/PRODUCT.md §9: 20 × 1 s)
    failing = false;
    await button.press('Enter'); // the keyboard path
    await page.getByText(locale === 'ru' ? 'Здесь появятся ваши сказки' : 'Aquí aparecerán tus cuentos').waitFor();
  });
});
