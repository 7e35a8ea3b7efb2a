// @vitest-environment node
/**
 * What a parent agrees to and what they erase: a friend is deleted only after a
 * confirmation (cancel keeps them), and the legal texts open, readable, from the signup
 * form (in a new tab, so the form keeps what was typed), the profile and the subscription page.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API, type Locale } from '@skazka/contract';
import type { Page } from 'playwright-core';
import { uniqueEmail } from './harness';
import { appInBrowser, openApp, parentWithChild } from './suite';
import { words } from './words';

const running = appInBrowser();
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'skazka-family-confirmations-shots');
mkdirSync(SHOTS, { recursive: true });

const CASES = [
  ['ru', 375],
  ['fr', 1440],
] as const;

const viewport = (width: number) => ({ width, height: width < 500 ? 812 : 900 });

/** The friends of the parent, as the server keeps them. */
async function friendsOf(token: string): Promise<string[]> {
  const answer = await fetch(`${running.app.url}${API.characters}`, { headers: { Authorization: `Token ${token}` } });
  return ((await answer.json()) as Array<{ name: string }>).map((friend) => friend.name);
}

/** The legal text as the server publishes it, open in `page`: its title, and readable on this screen. */
async function expectLegalText(page: Page, doc: string, locale: Locale, width: number) {
  const published = (await (
    await fetch(`${running.app.url}${API.legal(doc)}`, { headers: { 'ark-language': locale } })
  ).json()) as { title: string };
  await page.waitForURL(`**/legal/${doc}`);
  await page.getByRole('heading', { level: 1, name: published.title, exact: true }).waitFor();
  const shown = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    paragraphs: document.querySelectorAll('.legal__body p').length,
    fontSize: parseFloat(getComputedStyle(document.querySelector('.legal__body p')!).fontSize),
    lang: document.querySelector('.legal')?.getAttribute('lang'),
  }));
  expect(shown.scrollWidth, doc).toBeLessThanOrEqual(width);
  expect(shown.paragraphs, doc).toBeGreaterThanOrEqual(3);
  expect(shown.fontSize, doc).toBeGreaterThanOrEqual(15);
  expect(shown.lang, doc).toBe(locale);
}

describe('deleting a friend', () => {
  it.each(CASES)('asks first: cancel keeps the friend, confirm removes them (%s, %i px)', async (locale, width) => {
    const t = words(locale);
    const token = await parentWithChild(running.app, uniqueEmail(`friend-${locale}`));
    for (const name of ['Ёжик', 'Спайк'])
      await fetch(`${running.app.url}${API.characters}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
        body: JSON.stringify({ name }),
      });
    const page = await openApp(running, { locale, token, viewport: viewport(width) });
    const asked: string[] = [];
    await page.goto(`${running.app.url}/characters`);
    const friends = page.getByRole('region', { name: t('children.friends.title') });
    const deleteHedgehog = friends.getByRole('button', { name: `${t('common.delete')}: Ёжик`, exact: true });

    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await deleteHedgehog.click();
    await expect.poll(() => asked).toEqual([t('family.deleteFriend.confirm', { name: 'Ёжик' })]);
    // Cancelled: still on the screen, still on the server, after the page had time to send a delete.
    await page.waitForLoadState('networkidle');
    await deleteHedgehog.waitFor();
    expect(await friendsOf(token)).toEqual(expect.arrayContaining(['Ёжик', 'Спайк']));

    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await deleteHedgehog.click();
    await deleteHedgehog.waitFor({ state: 'detached' });
    expect(asked).toHaveLength(2);
    await expect.poll(() => friendsOf(token)).toEqual(['Спайк']);
    await friends.getByRole('button', { name: `${t('common.delete')}: Спайк`, exact: true }).waitFor();
    await page.screenshot({ path: join(SHOTS, `friend-deleted-${locale}-${width}.png`) });
    await page.context().close();
  });
});

describe('the legal texts', () => {
  it.each(CASES)(
    'open readable from the signup form (a new tab), the profile and the subscription page (%s, %i px)',
    async (locale, width) => {
      const t = words(locale);
      // A visitor at the last onboarding step, with a half-filled signup form.
      const visitor = await openApp(running, { locale, viewport: viewport(width) });
      await visitor.context().addInitScript(
        (draft) => localStorage.setItem('skazka.onboarding', draft),
        JSON.stringify({
          step: 9,
          child: { name: 'Masha', sex: 'Девочка', date_of_birth: '2019-05-01' },
          friendName: '',
          moralId: null,
          language: locale,
        }),
      );
      await visitor.goto(`${running.app.url}/onboarding?step=signup`);
      const email = uniqueEmail('legal');
      await visitor.getByLabel(t('session.fields.email'), { exact: true }).fill(email);
      const signupLinks = visitor.getByRole('navigation', { name: t('family.legal.links') }).first();
      const [privacy] = await Promise.all([
        visitor.context().waitForEvent('page'),
        signupLinks.getByRole('link', { name: t('family.legal.privacy'), exact: true }).click(),
      ]);
      await expectLegalText(privacy, 'privacy', locale, width);
      await privacy.screenshot({ path: join(SHOTS, `legal-from-signup-${locale}-${width}.png`) });
      await privacy.close();
      // The form is where it was, with what the visitor typed.
      expect(await visitor.getByLabel(t('session.fields.email'), { exact: true }).inputValue()).toBe(email);
      await visitor.getByLabel(t('onboarding.steps.signup.privacy')).waitFor();
      await visitor.context().close();

      const token = await parentWithChild(running.app, uniqueEmail(`legal-${locale}`));
      const parent = await openApp(running, { locale, token, viewport: viewport(width) });
      await parent.goto(`${running.app.url}/profile`);
      await parent
        .getByRole('navigation', { name: t('family.legal.links') })
        .getByRole('link', { name: t('family.legal.personalData'), exact: true })
        .click();
      await expectLegalText(parent, 'personal-data', locale, width);

      await parent.goto(`${running.app.url}/subscription`);
      await parent.getByText(t('family.legal.subscriptionTerms')).waitFor();
      await parent
        .getByRole('navigation', { name: t('family.legal.links') })
        .getByRole('link', { name: t('family.legal.offer'), exact: true })
        .click();
      await expectLegalText(parent, 'offer', locale, width);
      await parent.screenshot({ path: join(SHOTS, `legal-offer-${locale}-${width}.png`) });
      await parent.context().close();
    },
  );
});
