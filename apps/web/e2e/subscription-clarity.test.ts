// @vitest-environment node
/**
 * What the subscription page tells a parent: what is charged after the trial and when,
 * that they may cancel at any time; cancelling asks first, saying until when access lasts,
 * and the status then reads cancelled with that date; a declined payment offers the other
 * provider (a server with T-Bank and Stripe, both local fakes).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API, type Locale, type PlanOffer, type Subscription } from '@skazka/contract';
import type { Page } from 'playwright-core';
import { startFakeStripe, type FakeStripe } from '../../server/test/fake-stripe';
import { startFakeTinkoff, type FakeTinkoff } from '../../server/test/fake-tinkoff';
import { startApp, uniqueEmail, type RunningApp } from './harness';
import { appInBrowser, openApp, parentWithChild, subscribe } from './suite';
import { words } from './words';

const running = appInBrowser();
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'skazka-subscription-shots');
mkdirSync(SHOTS, { recursive: true });

const viewport = (width: number) => ({ width, height: width < 500 ? 812 : 900 });

/** An amount and a calendar day as the page writes them: formatted by the browser, as the app does. */
function inPage(page: Page) {
  return {
    amount: (offer: Pick<PlanOffer, 'amount' | 'currency'>, locale: Locale) =>
      page.evaluate(
        ([o, l]) => new Intl.NumberFormat(l, { style: 'currency', currency: o.currency }).format(o.amount / 100),
        [offer, locale] as const,
      ),
    /** `YYYY-MM-DD`, or that many days from today (the app's daysFromToday). */
    day: (day: string | number, locale: Locale) =>
      page.evaluate(
        ([d, l]) => {
          const iso = typeof d === 'number' ? new Date(Date.now() + d * 86_400_000).toISOString() : d;
          return new Date(`${iso.slice(0, 10)}T12:00:00`).toLocaleDateString(l, {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          });
        },
        [day, locale] as const,
      ),
  };
}

async function call<T>(app: Pick<RunningApp, 'url'>, path: string, token?: string): Promise<T> {
  const answer = await fetch(`${app.url}${path}`, token ? { headers: { Authorization: `Token ${token}` } } : {});
  return (await answer.json()) as T;
}

describe('the subscription page', () => {
  it('says what is charged after the trial and when, before and after subscribing (ru, 375 px)', async () => {
    const locale = 'ru';
    const t = words(locale);
    const token = await parentWithChild(running.app, uniqueEmail('clarity'));
    const page = await openApp(running, { locale, token, viewport: viewport(375) });
    const { amount, day } = inPage(page);
    await page.goto(`${running.app.url}/subscription`);
    await page.getByRole('heading', { name: t('subscription.status.inactive') }).waitFor();

    const offers = await call<PlanOffer[]>(running.app, API.plans);
    expect(offers.length).toBeGreaterThanOrEqual(2);
    for (const offer of offers) {
      const card = page.getByRole('article').filter({
        has: page.getByRole('heading', { name: t(`subscription.plans.${offer.plan}`), exact: true }),
      });
      const text = await card.innerText();
      expect(text).toContain(t('subscription.trial_few', { count: offer.trial_days }));
      expect(text).toContain(
        t('subscription.afterTrial', {
          price: await amount(offer, locale),
          period: t(`subscription.per.${offer.interval}`),
          date: await day(offer.trial_days, locale),
        }),
      );
    }
    await page.getByText(t('subscription.anytime')).first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'plans-ru-375.png'), fullPage: true });

    await subscribe(running.app, token);
    const subscription = await call<Subscription>(running.app, API.subscription, token);
    await page.reload();
    const status = page.getByRole('region', { name: t('subscription.status.trial') });
    await status.waitFor();
    const text = await status.innerText();
    expect(text).toContain(t('subscription.until', { date: await day(subscription.end_date!, locale) }));
    expect(text).toContain(t('subscription.nextBilling', { date: await day(subscription.next_billing_date!, locale) }));
    expect(text).toContain(t('subscription.anytime'));
    await page.context().close();
  });

  it.each([
    ['ru', 375],
    ['fr', 1440],
  ] as const)(
    'cancelling asks first, saying until when access lasts, and the status then says cancelled with that date (%s, %i px)',
    async (locale, width) => {
      const t = words(locale);
      const token = await parentWithChild(running.app, uniqueEmail(`cancel-${locale}`));
      await subscribe(running.app, token);
      const { end_date: endDate } = await call<Subscription>(running.app, API.subscription, token);
      const page = await openApp(running, { locale, token, viewport: viewport(width) });
      const until = await inPage(page).day(endDate!, locale);
      await page.goto(`${running.app.url}/subscription`);
      await page.getByRole('heading', { name: t('subscription.status.trial') }).waitFor();
      const cancel = page.getByRole('button', { name: t('subscription.cancel'), exact: true });

      await cancel.click();
      const dialog = page.getByRole('dialog', { name: t('subscription.cancelDialog.title') });
      await dialog.getByText(t('subscription.cancelDialog.body', { date: until })).waitFor();
      await page.screenshot({ path: join(SHOTS, `cancel-dialog-${locale}-${width}.png`) });
      // Keeping it changes nothing.
      await dialog.getByRole('button', { name: t('subscription.cancelDialog.keep') }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect((await call<Subscription>(running.app, API.subscription, token)).cancelled).toBe(false);
      await page.getByRole('heading', { name: t('subscription.status.trial') }).waitFor();

      await cancel.click();
      await dialog.getByRole('button', { name: t('subscription.cancelDialog.confirm') }).click();
      await page.getByText(t('subscription.cancelled', { date: until })).waitFor();
      const cancelled = page.getByRole('heading', { name: t('subscription.cancelledUntil', { date: until }) });
      await cancelled.waitFor();
      expect(await cancel.count()).toBe(0);
      await page.screenshot({ path: join(SHOTS, `cancelled-${locale}-${width}.png`) });
      expect((await call<Subscription>(running.app, API.subscription, token)).cancelled).toBe(true);
      await page.reload();
      await cancelled.waitFor();
      await page.context().close();
    },
  );
});

describe('a declined payment, with two providers', () => {
  const providers = {} as { app: RunningApp; stripe: FakeStripe; tinkoff: FakeTinkoff };
  beforeAll(async () => {
    providers.stripe = await startFakeStripe('whsec_browser_test_secret');
    providers.tinkoff = await startFakeTinkoff('BrowserTestTerminal', 'terminal-password-1');
    providers.app = await startApp(
      {
        STRIPE_SECRET_KEY: 'sk_test_fake_key_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_browser_test_secret',
        STRIPE_API_BASE: providers.stripe.url,
        TINKOFF_TERMINAL_KEY: 'BrowserTestTerminal',
        TINKOFF_PASSWORD: 'terminal-password-1',
        TINKOFF_API_URL: providers.tinkoff.url,
      },
      inject('dataTemplate'),
    );
  });
  afterAll(async () => {
    await providers.app?.stop();
    await providers.stripe?.close();
    await providers.tinkoff?.close();
  });

  it.each([
    ['ru', 375],
    ['de', 1440],
  ] as const)('offers to try again or pay with the other provider (%s, %i px)', async (locale, width) => {
    const t = words(locale);
    const { app } = providers;
    const token = await parentWithChild(app, uniqueEmail(`declined-${locale}`));
    const page = await openApp(
      { app, browser: running.browser },
      { locale, token, viewport: viewport(width), serviceWorkers: 'block' },
    );
    // The banks' pages: T-Bank's declines and sends the parent back as its FailURL says; Stripe's is only reached.
    await page.route('https://securepay.tinkoff.test/**', (route) =>
      route.fulfill({ status: 303, headers: { location: `${app.url}/subscription?declined=1` } }),
    );
    await page.route('https://checkout.stripe.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Stripe Checkout</title><h1>Stripe Checkout</h1>' }),
    );
    await page.goto(`${app.url}/subscription`);
    await page
      .getByRole('tablist', { name: t('subscription.provider') })
      .getByRole('tab', { name: t('subscription.providers.tinkoff') })
      .click();
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: t('subscription.plans.monthly'), exact: true }) })
      .getByRole('button', { name: t('subscription.choose') })
      .click();

    await page.waitForURL('**/subscription?declined=1');
    const declined = page.getByRole('region', { name: t('subscription.declined.title') });
    await declined.getByText(t('subscription.declined.body')).waitFor();
    await declined.getByRole('button', { name: t('subscription.declined.retry') }).waitFor();
    const other = declined.getByRole('button', {
      name: t('subscription.declined.other', { provider: t('subscription.providers.stripe') }),
    });
    await page.screenshot({ path: join(SHOTS, `declined-${locale}-${width}.png`) });
    await other.click();
    await page.waitForURL('https://checkout.stripe.test/**');
    const session = [...providers.stripe.sessions.values()].at(-1)!;
    expect(page.url()).toBe(session.url);
    expect(session.params.line_items[0].price_data.recurring.interval).toBe('month');
    await page.context().close();
  });
});
