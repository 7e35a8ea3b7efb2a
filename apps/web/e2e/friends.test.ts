// @vitest-environment node
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { uniqueEmail } from './harness';
import { appInBrowser, parentWithChild, subscribe } from './suite';

const running = appInBrowser();
let context: BrowserContext;
let token: string;
let petya: number;

const apiGet = async (path: string) =>
  fetch(`${running.app.url}${path}`, { headers: { Authorization: `Token ${token}` } });

/** The tale the wizard just asked for, once its text and pictures exist. */
async function readableTale(page: Page) {
  await page.waitForURL(/\/g\/\d+$/);
  const id = page.url().match(/\/g\/(\d+)$/)![1];
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
    const view = await apiGet(`/api/tale/${id}/view/`);
    if (view.ok)
      return view.json() as Promise<{
        friend: { name: string; kind: string; child: number | null };
        pages: Array<{ text: string }>;
      }>;
  }
  throw new Error(`tale ${id} was not readable in 120 s`);
}

beforeAll(async () => {
  token = await parentWithChild(running.app, uniqueEmail('friends'));
  await subscribe(running.app, token);
  const made = await fetch(`${running.app.url}/api/child/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
    body: JSON.stringify({ name: 'Petya', sex: 'Мальчик', date_of_birth: '2016-02-01' }),
  });
  petya = ((await made.json()) as { id: number }).id;
  context = await running.browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addInitScript(
    () => localStorage.getItem('skazka.locale') || localStorage.setItem('skazka.locale', 'en'),
  );
  await context.addCookies([{ name: '__wt-at', value: token, url: running.app.url }]);
});

describe('who is the friend', () => {
  it('makes a tale with an animal friend chosen by picture, by keyboard', async () => {
    const page = await context.newPage();
    await page.goto(`${running.app.url}/new`);
    await page.getByRole('radio', { name: 'Masha' }).click();
    await page.getByRole('radio', { name: 'New friend' }).click();
    await page.getByLabel("Friend's name").fill('Spike');
    const kinds = page.getByRole('radiogroup', { name: 'Who is the friend?' });
    await kinds.getByRole('radio', { name: 'Fox' }).click();
    await kinds.getByRole('radio', { name: 'Fox' }).press('ArrowRight'); // the next kind after the fox: the bear
    await kinds.getByRole('radio', { name: 'Bear' }).press('End'); // the last kind: the robin
    await kinds.getByRole('radio', { name: 'Robin' }).press('ArrowLeft');
    expect(await kinds.getByRole('radio', { name: 'Fawn' }).getAttribute('aria-checked')).toBe('true');
    await kinds.getByRole('radio', { name: 'Hedgehog' }).click();
    mkdirSync('/tmp/kinds', { recursive: true });
    await kinds.screenshot({ path: '/tmp/kinds/friend-picker-375.png' });
    await page.getByRole('button', { name: 'Create the tale' }).click();
    const tale = await readableTale(page);
    expect(tale.friend).toMatchObject({ name: 'Spike', kind: 'hedgehog', child: null });
    expect(tale.pages.map((p) => p.text).join(' ')).toContain('Spike');
    await page.close();
  });

  it('offers the other child as a sibling and makes a tale starring both', async () => {
    const page = await context.newPage();
    await page.goto(`${running.app.url}/new`);
    await page.getByRole('radio', { name: 'Masha' }).click();
    const sibling = page.getByRole('radio', { name: /Petya.*brother or sister/ });
    await sibling.click();
    await page.screenshot({ path: '/tmp/kinds/wizard-sibling-375.png', fullPage: true });
    await page.getByRole('button', { name: 'Create the tale' }).click();
    const tale = await readableTale(page);
    expect(tale.friend).toEqual({ id: petya, name: 'Petya', kind: 'boy', child: petya });
    expect(tale.pages.map((p) => p.text).join(' ')).toMatch(/Masha[\s\S]*Petya|Petya[\s\S]*Masha/);
    await page.close();
  });
});
