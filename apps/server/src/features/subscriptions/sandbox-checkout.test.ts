import { API } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, type TestUser, createTestApp, createUser } from '../../../test/app.js';
import { taleInputs } from '../../../test/tales.js';
import { startJobWorkers } from '../../job-workers.js';
import { RENEWAL_QUEUE, subscriptionRenewalJob } from '../../jobs/subscription-renewal-job.js';
import { hasStoryAccess } from './access.js';
import { stateOf, subscriptionsRepository as repo } from './repository.js';

/** The keyless install: the sandbox is the provider, its page the checkout. */
describe('sandbox checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_SUBSCRIPTION: 'true', PUBLIC_URL: 'http://skazka.test' });
  });
  afterAll(() => t.close());

  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user.headers });
  /** Follows the payment URL the web app would send the browser to, and presses a button. */
  async function checkout(user: TestUser, decision: 'confirm' | 'decline', plan = 'monthly') {
    const started = await call(user, 'POST', API.subscription, { plan });
    expect(started.statusCode).toBe(200);
    const url = new URL(started.json().payment_url);
    expect(url.origin).toBe('http://skazka.test');
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    const form = page.body.match(/action="([^"]+)"/)![1]!.replace(/&amp;/g, '&');
    const pressed = await t.app.inject({
      method: 'POST',
      url: form,
      payload: `decision=${decision}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return { url, page, form, pressed };
  }

  it('lists the sandbox plans in roubles, the yearly one at a discount, from the same prices as Tinkoff’s amounts', async () => {
    const plans = (await t.app.inject({ method: 'GET', url: API.plans })).json();
    expect(plans).toEqual([
      { plan: 'monthly', provider: 'sandbox', currency: 'RUB', amount: 49_900, interval: 'month', trial_days: 3 },
      { plan: 'yearly', provider: 'sandbox', currency: 'RUB', amount: 399_000, interval: 'year', trial_days: 3 },
    ]);
    expect(plans[1].amount).toBeLessThan(12 * plans[0].amount);
    const amounts = await t.app.inject({ method: 'GET', url: '/api/amount_sub/tinkoff' });
    expect(amounts.json()).toEqual({ currency: 'RUB', monthly: 49_900, yearly: 399_000, trial_days: 3 });
  });

  it('confirms into a trial with story access, after which the page is spent and a second checkout refused', async () => {
    const user = await createUser(t.app);
    expect((await call(user, 'GET', API.subscription)).json()).toEqual({
      active: false,
      subscription_type: null,
      start_date: null,
      end_date: null,
      next_billing_date: null,
      trial_used: false,
      cancelled: false,
      provider: null,
    });
    expect(await hasStoryAccess(t.app.db, user.id)).toBe(false);

    const { url, page, pressed } = await checkout(user, 'confirm');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('no money moves');
    expect(page.body).toContain('data-testid="sandbox-confirm"');
    expect(page.body).toContain('data-testid="sandbox-decline"');
    expect(page.body).toContain('The first 3 days are free.');
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('http://skazka.test/subscription?paid=1');

    const today = new Date().toISOString().slice(0, 10);
    const sub = (await call(user, 'GET', API.subscription)).json();
    expect(sub).toMatchObject({
      active: true,
      subscription_type: 'trial',
      trial_used: true,
      cancelled: false,
      provider: 'sandbox',
      start_date: today,
    });
    expect(sub.end_date).toBe(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
    expect((await call(user, 'GET', API.profile)).json().subscription).toEqual(sub);
    expect(await hasStoryAccess(t.app.db, user.id)).toBe(true);

    const again = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(again.body).toContain('already finished');
    expect(again.body).not.toContain('sandbox-confirm');
    expect((await call(user, 'POST', API.subscription, { plan: 'yearly' })).statusCode).toBe(409);
  });

  it('a user without access gets 402 on POST /api/tale/, and creates the tale after the sandbox checkout', async () => {
    const user = await createUser(t.app);
    const tale = { ...(await taleInputs(t.app, user)), language: 'en' };
    const refused = await call(user, 'POST', API.tales, tale);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ detail: 'Creating tales needs a subscription.' });
    await checkout(user, 'confirm', 'yearly');
    const created = await call(user, 'POST', API.tales, tale);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'queued', child: tale.child });
  });

  it('declining changes nothing and returns to the subscription page', async () => {
    const user = await createUser(t.app);
    const { pressed, form } = await checkout(user, 'decline', 'yearly');
    expect(pressed.headers.location).toBe('http://skazka.test/subscription?declined=1');
    expect((await call(user, 'GET', API.subscription)).json()).toMatchObject({ active: false, trial_used: false });
    // The same page pressed again after a decline is spent too.
    const late = await t.app.inject({
      method: 'POST',
      url: form,
      payload: 'decision=confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(late.statusCode).toBe(303);
    expect((await call(user, 'GET', API.subscription)).json().active).toBe(false);
  });

  it('cancel keeps access to the end date and stops renewals', async () => {
    const user = await createUser(t.app);
    await checkout(user, 'confirm');
    const cancelled = await call(user, 'POST', API.cancelSubscription);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ active: true, cancelled: true, next_billing_date: null });
    expect(await hasStoryAccess(t.app.db, user.id)).toBe(true);
    expect((await call(user, 'POST', API.cancelSubscription)).statusCode).toBe(409);
  });

  it('renews on the queue’s schedule: the sandbox’s charge always succeeds', async () => {
    await startJobWorkers(t.app, [subscriptionRenewalJob]);
    // The workers schedule the job as they start, without holding the start up for it.
    await vi.waitFor(async () => {
      expect(await t.app.queue.getSchedules()).toContainEqual(
        expect.objectContaining({ name: RENEWAL_QUEUE, cron: '*/10 * * * *' }),
      );
    });

    const user = await createUser(t.app);
    await checkout(user, 'confirm');
    // The trial ended a minute ago.
    const row = await repo.lock(t.app.db, user.id);
    const ended = new Date(Date.now() - 60_000);
    await repo.save(t.app.db, user.id, { ...stateOf(row), paidUntil: ended, nextChargeAt: ended });
    const run = subscriptionRenewalJob.handler!(t.app);
    await run({}, {} as never);
    expect(await repo.find(t.app.db, user.id)).toMatchObject({ phase: 'active', periodsPaid: 1, anchor: ended });
    expect((await call(user, 'GET', API.subscription)).json()).toMatchObject({
      active: true,
      subscription_type: 'monthly',
    });
  });

  it('lists the user’s payments newest first: a declined try, the trial’s card check, the renewal', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    expect((await call(user, 'GET', API.payments)).json()).toEqual([]);
    await checkout(user, 'decline');
    await checkout(user, 'confirm');
    const row = await repo.lock(t.app.db, user.id);
    const ended = new Date(Date.now() - 60_000);
    await repo.save(t.app.db, user.id, { ...stateOf(row), paidUntil: ended, nextChargeAt: ended });
    await subscriptionRenewalJob.handler!(t.app)({}, {} as never);

    const res = await call(user, 'GET', API.payments);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { kind: string; result: string }) => [p.kind, p.result])).toEqual([
      ['renewal', 'paid'],
      ['trial', 'paid'],
      ['trial', 'declined'],
    ]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      kind: 'renewal',
      plan: 'monthly',
      provider: 'sandbox',
      amount: 49_900,
      currency: 'RUB',
      result: 'paid',
    });
    expect((await call(other, 'GET', API.payments)).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: API.payments })).statusCode).toBe(401);
  });

  it('speaks the language of ?lang= or ark-language, and answers 404 for an unknown order', async () => {
    const user = await createUser(t.app);
    const started = new URL((await call(user, 'POST', API.subscription, { plan: 'yearly' })).json().payment_url);
    const ru = await t.app.inject({ method: 'GET', url: `${started.pathname}?lang=ru` });
    expect(ru.body).toContain('деньги не списываются');
    expect(ru.body).toContain('<html lang="ru">');
    expect(ru.body).toMatch(/3\s990,00\s₽/);
    const fr = await t.app.inject({ method: 'GET', url: started.pathname, headers: { 'ark-language': 'fr' } });
    expect(fr.body).toContain('Paiement de test');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/AAAAAAAAAAAAAAAAAAAAAAAA/' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 400 for a plan it does not know', async () => {
    const user = await createUser(t.app);
    const bad = await call(user, 'POST', API.subscription, { plan: 'weekly' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['plan']);
  });
});

describe('sandbox checkout with only PORT set', () => {
  it('sends the parent to this server on PORT and back to its subscription page', async () => {
    const t = await createTestApp({ REQUIRE_SUBSCRIPTION: 'true', PORT: '4188' });
    try {
      const user = await createUser(t.app);
      const started = await t.app.inject({
        method: 'POST',
        url: API.subscription,
        payload: { plan: 'monthly' },
        headers: user.headers,
      });
      const url = new URL(started.json().payment_url);
      expect(url.origin).toBe('http://localhost:4188');
      const pressed = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        payload: 'decision=confirm',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(pressed.statusCode).toBe(303);
      expect(pressed.headers.location).toBe('http://localhost:4188/subscription?paid=1');
    } finally {
      await t.close();
    }
  });
});
