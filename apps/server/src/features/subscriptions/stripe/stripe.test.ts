import { API } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, createTestApp, createUser } from '../../../../test/app.js';
import { type FakeStripe, startFakeStripe } from '../../../../test/fake-stripe.js';
import { taleInputs } from '../../../../test/tales.js';
import { hasStoryAccess } from '../access.js';
import { subscriptionsRepository } from '../repository.js';

const WEBHOOK_SECRET = 'whsec_test_secret_123';

describe('Stripe against a local fake', () => {
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe(WEBHOOK_SECRET);
    t = await createTestApp({
      REQUIRE_SUBSCRIPTION: 'true',
      PUBLIC_URL: 'http://skazka.test',
      STRIPE_SECRET_KEY: 'sk_test_fake_key_123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user.headers });
  const subscription = async (user: TestUser) => (await call(user, 'GET', API.subscription)).json();
  const deliver = (event: object, secret?: string) => {
    const { payload, headers } = fake.delivery(event, secret);
    return t.app.inject({ method: 'POST', url: API.stripeWebhook, payload, headers });
  };
  /** A hosted checkout the customer completes at Stripe: the subscription and its events. */
  async function subscribe(user: TestUser, plan = 'monthly') {
    const started = await call(user, 'POST', API.stripeCheckout, { plan });
    expect(started.statusCode).toBe(200);
    const sessionId = started.json().url.split('/').at(-1);
    const sub = fake.completeCheckout(sessionId);
    const session = fake.sessions.get(sessionId)!;
    return {
      sub,
      session,
      completed: fake.event('checkout.session.completed', { ...session, params: undefined }),
      created: fake.event('customer.subscription.created', sub),
      paid: fake.event('invoice.paid', {
        id: 'in_1',
        object: 'invoice',
        parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      }),
    };
  }

  /** POST /api/tale/'s answer for the user: 201 with story access, 402 without. */
  const taleCreation = async (user: TestUser) =>
    (await call(user, 'POST', API.tales, { ...(await taleInputs(t.app, user)), language: 'en' })).statusCode;
  /** A user whose first month is paid, 30 days ahead. */
  async function paidUser() {
    const user = await createUser(t.app);
    const { sub, completed } = await subscribe(user);
    Object.assign(sub, { status: 'active', trial_end: null });
    sub.items.data[0]!.current_period_end = Math.floor(Date.now() / 1000) + 30 * 86_400;
    await deliver(completed);
    expect(await subscription(user)).toMatchObject({ active: true, subscription_type: 'monthly', cancelled: false });
    return { user, sub };
  }

  it('offers only Stripe’s plans, in its card currency', async () => {
    const plans = (await t.app.inject({ url: API.plans })).json();
    expect(plans).toEqual([
      { plan: 'monthly', provider: 'stripe', currency: 'USD', amount: 699, interval: 'month', trial_days: 3 },
      { plan: 'yearly', provider: 'stripe', currency: 'USD', amount: 5_599, interval: 'year', trial_days: 3 },
    ]);
    const user = await createUser(t.app);
    expect((await call(user, 'POST', API.subscription, { plan: 'monthly' })).statusCode).toBe(503);
  });

  it('opens a hosted Checkout in subscription mode with the trial, for one customer per user', async () => {
    const user = await createUser(t.app);
    const before = fake.customers.size;
    // Racing checkouts of one user (a double click, two tabs) still make one customer.
    const responses = await Promise.all(
      ['monthly', 'yearly', 'monthly', 'yearly', 'monthly'].map((plan) =>
        call(user, 'POST', API.stripeCheckout, { plan }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [a, b] = responses;
    expect(fake.customers.size).toBe(before + 1);
    expect((await subscriptionsRepository.find(t.app.db, user.id))!.stripeCustomerId).toBe(
      fake.sessions.get(a!.json().url.split('/').at(-1))!.customer,
    );
    const session = fake.sessions.get(a!.json().url.split('/').at(-1))!;
    expect(session.customer).toBe(fake.sessions.get(b!.json().url.split('/').at(-1))!.customer);
    expect(session.params).toMatchObject({
      mode: 'subscription',
      ui_mode: 'hosted_page',
      client_reference_id: String(user.id),
      success_url: 'http://skazka.test/subscription?paid=1',
      cancel_url: 'http://skazka.test/subscription?declined=1',
      line_items: [
        { quantity: '1', price_data: { currency: 'usd', unit_amount: '699', recurring: { interval: 'month' } } },
      ],
      subscription_data: { trial_period_days: '3', metadata: { user_id: String(user.id), plan: 'monthly' } },
    });
    const embedded = await call(user, 'POST', API.stripeEmbeddedCheckout, { plan: 'yearly' });
    expect(embedded.json().client_secret).toMatch(/^cs_test_\w+_secret_/);
    expect(fake.customers.size).toBe(before + 1);
  });

  it('applies events in any order and any number of times, and rejects a bad signature with nothing changed', async () => {
    const user = await createUser(t.app);
    const { sub, completed, created, paid } = await subscribe(user);

    const forged = await deliver(completed, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: API.stripeWebhook,
      payload: JSON.stringify(completed),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await subscription(user)).toMatchObject({ active: false, trial_used: false });

    for (const event of [paid, created, completed, paid, completed])
      expect((await deliver(event)).statusCode).toBe(200);
    const after = await subscription(user);
    expect(after).toMatchObject({
      active: true,
      subscription_type: 'trial',
      trial_used: true,
      cancelled: false,
      provider: 'stripe',
    });
    expect(after.end_date).toBe(new Date(sub.trial_end! * 1000).toISOString().slice(0, 10));
    expect(await hasStoryAccess(t.app.db, user.id)).toBe(true);
  });

  it('follows a failed renewal into the grace period and a retry that succeeds', async () => {
    const user = await createUser(t.app);
    const { sub, completed } = await subscribe(user, 'yearly');
    await deliver(completed);
    const invoice = (type: string) => fake.event(type, { id: 'in_2', object: 'invoice', subscription: sub.id });

    sub.status = 'past_due';
    const failed = invoice('invoice.payment_failed');
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await subscription(user)).toMatchObject({ active: true, subscription_type: 'yearly' });
    expect(await hasStoryAccess(t.app.db, user.id)).toBe(true);

    const nextYear = Math.floor(Date.now() / 1000) + 365 * 86_400;
    Object.assign(sub, { status: 'active', trial_end: null });
    sub.items.data[0]!.current_period_end = nextYear;
    await deliver(invoice('invoice.paid'));
    // The failure delivered again, late: Stripe's current state still wins.
    await deliver(failed);
    expect(await subscription(user)).toMatchObject({
      active: true,
      subscription_type: 'yearly',
      end_date: new Date(nextYear * 1000).toISOString().slice(0, 10),
    });
  });

  it('cancels at period end through the API, then ends when Stripe deletes it; no second trial after', async () => {
    const user = await createUser(t.app);
    const { sub, completed } = await subscribe(user);
    await deliver(completed);
    const cancelled = await call(user, 'POST', API.cancelSubscription);
    expect(cancelled.statusCode).toBe(200);
    expect(sub.cancel_at_period_end).toBe(true);
    expect(cancelled.json()).toMatchObject({ active: true, cancelled: true, next_billing_date: null });
    expect(await hasStoryAccess(t.app.db, user.id)).toBe(true);
    expect(await taleCreation(user)).toBe(201);

    sub.status = 'canceled';
    sub.trial_end = Math.floor(Date.now() / 1000) - 2 * 86_400;
    sub.items.data[0]!.current_period_end = sub.trial_end;
    await deliver(fake.event('customer.subscription.deleted', sub));
    expect(await subscription(user)).toMatchObject({ active: false, trial_used: true });
    expect(await hasStoryAccess(t.app.db, user.id)).toBe(false);

    const again = await call(user, 'POST', API.stripeCheckout, { plan: 'monthly' });
    const session = fake.sessions.get(again.json().url.split('/').at(-1))!;
    expect(session.params.subscription_data.trial_period_days).toBeUndefined();
  });

  it('ends story access at once when Stripe cancels a subscription before its paid period ends', async () => {
    const { user, sub } = await paidUser();
    expect(await taleCreation(user)).toBe(201);
    // Cancelled at Stripe (by the dashboard, or dunning that gave up): the period end is still weeks away.
    Object.assign(sub, {
      status: 'canceled',
      canceled_at: Math.floor(Date.now() / 1000),
      ended_at: Math.floor(Date.now() / 1000),
    });
    await deliver(fake.event('customer.subscription.deleted', sub));
    expect(await subscription(user)).toMatchObject({ active: false, cancelled: false, next_billing_date: null });
    expect(await hasStoryAccess(t.app.db, user.id)).toBe(false);
    expect(await taleCreation(user)).toBe(402);
  });

  it('keeps access while Stripe retries a failed renewal, and ends it when the subscription is left unpaid', async () => {
    const { user, sub } = await paidUser();
    sub.status = 'past_due';
    await deliver(fake.event('customer.subscription.updated', sub));
    expect(await taleCreation(user)).toBe(201);
    sub.status = 'unpaid';
    await deliver(fake.event('customer.subscription.updated', sub));
    expect(await subscription(user)).toMatchObject({ active: false, cancelled: false });
    expect(await taleCreation(user)).toBe(402);
  });

  it('a full refund cancels the subscription at Stripe and ends access; a partial one changes nothing', async () => {
    const { user, sub } = await paidUser();
    const customer = sub.customer as string;
    await deliver(fake.event('charge.refunded', fake.refundedCharge(customer, 200)));
    expect(await subscription(user)).toMatchObject({ active: true });
    expect(fake.calls).not.toContain(`DELETE /v1/subscriptions/${sub.id}`);

    const refund = fake.event('charge.refunded', fake.refundedCharge(customer, 699));
    expect((await deliver(refund)).statusCode).toBe(200);
    expect(fake.calls).toContain(`DELETE /v1/subscriptions/${sub.id}`);
    expect(sub.status).toBe('canceled');
    expect(await subscription(user)).toMatchObject({ active: false, cancelled: false });
    expect(await taleCreation(user)).toBe(402);
    // Delivered again: applied once, and Stripe is not asked twice.
    await deliver(refund);
    expect(fake.calls.filter((c) => c === `DELETE /v1/subscriptions/${sub.id}`)).toHaveLength(1);
  });

  it('applies concurrent duplicate deliveries of one event once', async () => {
    const user = await createUser(t.app);
    const { completed } = await subscribe(user);
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(completed)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(await subscription(user)).toMatchObject({ active: true, subscription_type: 'trial' });
  });
});
