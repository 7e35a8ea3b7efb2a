import { API } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, createTestApp, createUser } from '../../../../test/app.js';
import { type FakeTinkoff, startFakeTinkoff } from '../../../../test/fake-tinkoff.js';
import { taleInputs } from '../../../../test/tales.js';
import { hasStoryAccess } from '../access.js';
import { subscriptionsServiceOf } from '../providers.js';
import { stateOf, subscriptionsRepository } from '../repository.js';

const TERMINAL = 'SkazkaTestTerminal';
const PASSWORD = 'terminal-password-1';
const HOUR_MS = 3_600_000;

describe('Tinkoff against a local fake', () => {
  let t: TestApp;
  let fake: FakeTinkoff;
  beforeAll(async () => {
    fake = await startFakeTinkoff(TERMINAL, PASSWORD);
    t = await createTestApp({
      REQUIRE_SUBSCRIPTION: 'true',
      PUBLIC_URL: 'http://skazka.test',
      TINKOFF_TERMINAL_KEY: TERMINAL,
      TINKOFF_PASSWORD: PASSWORD,
      TINKOFF_API_URL: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: user.headers });
  const subscription = async (user: TestUser) => (await call(user, 'GET', API.subscription)).json();
  const stored = async (user: TestUser) => (await subscriptionsRepository.find(t.app.db, user.id))!;
  const notify = (body: object) => t.app.inject({ method: 'POST', url: API.tinkoffNotification, payload: body });
  /** The service as the renewal job runs it, at a chosen moment. */
  const at = (moment: Date) => subscriptionsServiceOf(t.app, () => moment);
  const chargesOf = (rebillId: string) => fake.charges.filter((c) => c.RebillId === rebillId);
  /** Puts a user's subscription in a given state directly, as time and earlier payments would have. */
  async function setState(user: TestUser, changes: Partial<ReturnType<typeof stateOf>>) {
    const row = await subscriptionsRepository.lock(t.app.db, user.id);
    await subscriptionsRepository.save(t.app.db, user.id, { ...stateOf(row), ...changes });
  }

  async function startCheckout(user: TestUser, plan = 'monthly') {
    const started = await call(user, 'POST', API.subscription, { plan });
    expect(started.statusCode).toBe(200);
    const paymentId = started.json().payment_url.split('/').at(-1);
    return { url: started.json().payment_url as string, payment: fake.payments.get(paymentId)! };
  }
  /** A user in trial: the card checked with a hold that is released at once. */
  async function trialUser() {
    const user = await createUser(t.app);
    const { payment } = await startCheckout(user);
    fake.pay(payment.PaymentId);
    expect(
      (await notify(fake.notification(payment.PaymentId, 'AUTHORIZED', { RebillId: Number(payment.RebillId) }))).body,
    ).toBe('OK');
    return { user, rebillId: payment.RebillId!, trialPayment: payment };
  }

  it('offers rouble plans and opens a recurrent payment with a 54-FZ receipt, signed', async () => {
    expect(
      (await t.app.inject({ url: API.plans }))
        .json()
        .map((o: { provider: string; amount: number }) => [o.provider, o.amount]),
    ).toEqual([
      ['tinkoff', 49_900],
      ['tinkoff', 399_000],
    ]);
    const user = await createUser(t.app);
    const { url, payment } = await startCheckout(user, 'yearly');
    expect(url).toMatch(/^https:\/\/securepay\.tinkoff\.test\/new\/\d+$/);
    expect(payment).toMatchObject({
      Amount: 100,
      PayType: 'T',
      Recurrent: 'Y',
      CustomerKey: `skazka-user-${user.id}`,
      NotificationURL: `http://skazka.test${API.tinkoffNotification}`,
      Receipt: {
        Email: user.email,
        Taxation: 'usn_income',
        Items: [
          {
            Name: 'Подписка Skazka на 1 год',
            Price: 100,
            Quantity: 1,
            Amount: 100,
            Tax: 'none',
            PaymentMethod: 'full_prepayment',
            PaymentObject: 'service',
          },
        ],
      },
    });
    expect(fake.rejectedTokens).toEqual([]);
  });

  it('rejects a notification with a bad Token or another terminal with 400, changing nothing', async () => {
    const user = await createUser(t.app);
    const { payment } = await startCheckout(user);
    fake.pay(payment.PaymentId);
    const forged = fake.notification(payment.PaymentId, 'AUTHORIZED', { RebillId: 1 }, 'not-the-password');
    expect((await notify(forged)).statusCode).toBe(400);
    const tampered = { ...fake.notification(payment.PaymentId, 'AUTHORIZED'), Amount: 1 };
    expect((await notify(tampered)).statusCode).toBe(400);
    const otherTerminal = fake.notification(payment.PaymentId, 'AUTHORIZED', { TerminalKey: 'Other' });
    expect((await notify(otherTerminal)).statusCode).toBe(400);
    expect(await subscription(user)).toMatchObject({ active: false, trial_used: false });
    // The genuine one still works afterwards: the forged ones left no trace.
    expect((await notify(fake.notification(payment.PaymentId, 'AUTHORIZED'))).statusCode).toBe(200);
    expect((await subscription(user)).active).toBe(true);
  });

  it('starts the trial on the card check, keeps the RebillId, releases the hold, and ignores repeats and late statuses', async () => {
    const { user, rebillId, trialPayment } = await trialUser();
    expect(await subscription(user)).toMatchObject({
      active: true,
      subscription_type: 'trial',
      trial_used: true,
      provider: 'tinkoff',
    });
    expect((await stored(user)).rebillId).toBe(rebillId);
    expect(trialPayment.Status).toBe('REVERSED');
    const before = await stored(user);
    for (const status of ['AUTHORIZED', 'REVERSED', 'CONFIRMED', 'AUTHORIZED']) {
      const answer = await notify(fake.notification(trialPayment.PaymentId, status, { RebillId: Number(rebillId) }));
      expect([answer.statusCode, answer.body, answer.headers['content-type']]).toEqual([
        200,
        'OK',
        'text/plain; charset=utf-8',
      ]);
    }
    expect(await stored(user)).toMatchObject({
      phase: 'trial',
      periodsPaid: before.periodsPaid,
      paidUntil: before.paidUntil,
    });
  });

  it('charges the renewal on schedule by Init + Charge; a failure is retried the next day and succeeds', async () => {
    const { user, rebillId } = await trialUser();
    const trialEnd = (await stored(user)).paidUntil!;
    expect(await at(new Date(trialEnd.getTime() - HOUR_MS)).renew(user.id)).toBe(false);

    await at(new Date(trialEnd.getTime() + 60_000)).renewDue();
    expect(chargesOf(rebillId)).toMatchObject([{ Amount: 49_900, Status: 'CONFIRMED' }]);
    const renewal = fake.payments.get(chargesOf(rebillId)[0]!.PaymentId)!;
    expect(renewal.Receipt).toMatchObject({ Email: user.email, Items: [{ Price: 49_900, Amount: 49_900 }] });
    let state = await stored(user);
    expect(state).toMatchObject({ phase: 'active', periodsPaid: 1, failedCharges: 0 });
    // T-Bank's own notification of that charge, twice, changes nothing more.
    await notify(fake.notification(renewal.PaymentId, 'CONFIRMED'));
    await notify(fake.notification(renewal.PaymentId, 'CONFIRMED'));
    expect((await stored(user)).periodsPaid).toBe(1);

    fake.settings.failCharges = 1;
    const due = new Date(state.paidUntil!.getTime() + 60_000);
    expect(await at(due).renew(user.id)).toBe(true);
    state = await stored(user);
    expect(state).toMatchObject({ phase: 'pastDue', failedCharges: 1, periodsPaid: 1 });
    expect(state.nextChargeAt!.getTime()).toBe(due.getTime() + 24 * HOUR_MS);
    expect(await hasStoryAccess(t.app.db, user.id)).toBe(true);
    expect(await at(due).renew(user.id)).toBe(false);

    expect(await at(new Date(due.getTime() + 24 * HOUR_MS)).renew(user.id)).toBe(true);
    expect(chargesOf(rebillId).map((c) => c.Status)).toEqual(['CONFIRMED', 'REJECTED', 'CONFIRMED']);
    const previousEnd = state.paidUntil!;
    state = await stored(user);
    expect(state).toMatchObject({ phase: 'active', periodsPaid: 2, failedCharges: 0 });
    // The period counts from the anchor, not from the day the retry succeeded.
    expect(state.paidUntil!.getUTCDate()).toBe(previousEnd.getUTCDate());
  });

  it('ends story access when the last retry of a renewal is refused, not before', async () => {
    const { user, rebillId } = await trialUser();
    const taleCreation = async () =>
      (await call(user, 'POST', API.tales, { ...(await taleInputs(t.app, user)), language: 'ru' })).statusCode;
    fake.settings.failCharges = 4;
    let moment = new Date((await stored(user)).paidUntil!.getTime() + 60_000);
    for (const retryInDays of [1, 2, 4]) {
      expect(await at(moment).renew(user.id)).toBe(true);
      expect(await stored(user)).toMatchObject({ phase: 'pastDue' });
      moment = new Date(moment.getTime() + retryInDays * 24 * HOUR_MS);
    }
    expect(await taleCreation()).toBe(201);
    expect(await at(moment).renew(user.id)).toBe(true);
    expect(chargesOf(rebillId).map((c) => c.Status)).toEqual(['REJECTED', 'REJECTED', 'REJECTED', 'REJECTED']);
    expect(await stored(user)).toMatchObject({ phase: 'inactive', failedCharges: 4, nextChargeAt: null });
    expect(await subscription(user)).toMatchObject({ active: false, cancelled: false });
    expect(await taleCreation()).toBe(402);
  });

  it('settles a renewal whose answer and notification were both lost by asking T-Bank (GetState), charging once', async () => {
    const { user, rebillId } = await trialUser();
    const due = new Date((await stored(user)).paidUntil!.getTime() + 60_000);
    fake.settings.loseChargeAnswers = 1;
    expect(await at(due).renew(user.id)).toBe(true);
    expect(chargesOf(rebillId)).toMatchObject([{ Status: 'CONFIRMED' }]);
    expect(await stored(user)).toMatchObject({ phase: 'trial', periodsPaid: 0 });
    // Minutes later the notification may still come: nobody asks yet, nor charges again.
    await at(new Date()).renewDue();
    expect(await at(due).renew(user.id)).toBe(false);
    expect(fake.methods).not.toContain('GetState');

    await at(due).renewDue();
    const asked = fake.methods.filter((m) => m === 'GetState').length;
    expect(asked).toBe(1);
    expect(await stored(user)).toMatchObject({ phase: 'active', periodsPaid: 1, failedCharges: 0 });
    expect(chargesOf(rebillId)).toHaveLength(1);
    // T-Bank's notification, arriving after all, changes nothing; neither does another run.
    await notify(fake.notification(chargesOf(rebillId)[0]!.PaymentId, 'CONFIRMED'));
    await at(due).renewDue();
    expect(await stored(user)).toMatchObject({ phase: 'active', periodsPaid: 1 });
    expect(fake.methods.filter((m) => m === 'GetState')).toHaveLength(asked);
  });

  it('a lost answer of a refused renewal counts as a failed charge once GetState says so', async () => {
    const { user, rebillId } = await trialUser();
    const due = new Date((await stored(user)).paidUntil!.getTime() + 60_000);
    fake.settings.loseChargeAnswers = 1;
    fake.settings.failCharges = 1;
    await at(due).renew(user.id);
    await at(due).renewDue();
    expect(await stored(user)).toMatchObject({ phase: 'pastDue', failedCharges: 1 });
    // The retry the next day charges the card again, successfully.
    await at(new Date(due.getTime() + 24 * HOUR_MS)).renewDue();
    expect(chargesOf(rebillId).map((c) => c.Status)).toEqual(['REJECTED', 'CONFIRMED']);
    expect(await stored(user)).toMatchObject({ phase: 'active', periodsPaid: 1 });
  });

  it('takes again a renewal whose process stopped before its payment was started', async () => {
    const { user, rebillId } = await trialUser();
    const { paidUntil } = await stored(user);
    const due = new Date(paidUntil!.getTime() + 60_000);
    // What a crash between claiming the period and starting its payment leaves behind.
    await subscriptionsRepository.claimRenewal(t.app.db, {
      orderId: `crashed-${user.id}-before-init`,
      userId: user.id,
      provider: 'tinkoff',
      plan: 'monthly',
      kind: 'renewal',
      anchor: paidUntil!,
      period: 1,
      amount: 49_900,
      currency: 'RUB',
    });
    expect(await at(due).renew(user.id)).toBe(false);
    await at(due).renewDue();
    expect(chargesOf(rebillId)).toMatchObject([{ Status: 'CONFIRMED' }]);
    expect(await stored(user)).toMatchObject({ phase: 'active', periodsPaid: 1 });
  });

  it('cancel stops renewals; access lasts to the end date', async () => {
    const { user, rebillId } = await trialUser();
    const cancelled = await call(user, 'POST', API.cancelSubscription);
    expect(cancelled.json()).toMatchObject({ active: true, cancelled: true, next_billing_date: null });
    const trialEnd = (await stored(user)).paidUntil!;
    expect(await at(new Date(trialEnd.getTime() + 60_000)).renew(user.id)).toBe(false);
    await at(new Date(trialEnd.getTime() + 60_000)).renewDue();
    expect(chargesOf(rebillId)).toEqual([]);
  });

  it('after the trial was used, the first period is paid at checkout; notifications out of order', async () => {
    const { user } = await trialUser();
    await call(user, 'POST', API.cancelSubscription);
    await setState(user, { phase: 'inactive', paidUntil: new Date(Date.now() - 48 * HOUR_MS) });
    const { payment } = await startCheckout(user);
    expect(payment).toMatchObject({ Amount: 49_900, PayType: 'O', Recurrent: 'Y' });
    fake.pay(payment.PaymentId);
    await notify(fake.notification(payment.PaymentId, 'CONFIRMED', { RebillId: Number(payment.RebillId) }));
    await notify(fake.notification(payment.PaymentId, 'AUTHORIZED'));
    await notify(fake.notification(payment.PaymentId, 'REJECTED'));
    expect(await subscription(user)).toMatchObject({
      active: true,
      subscription_type: 'monthly',
      trial_used: true,
      cancelled: false,
    });
    expect(await stored(user)).toMatchObject({ periodsPaid: 1, rebillId: payment.RebillId });
  });

  it('charges nobody twice for one period under concurrent renewals and duplicate notifications', async () => {
    const { user, rebillId } = await trialUser();
    const due = new Date((await stored(user)).paidUntil!.getTime() + 60_000);
    fake.settings.chargeDelayMs = 150;
    try {
      // Five workers take the same due renewal at once.
      const taken = await Promise.all(Array.from({ length: 5 }, () => at(due).renew(user.id)));
      expect(taken.filter(Boolean)).toHaveLength(1);
    } finally {
      fake.settings.chargeDelayMs = 0;
    }
    const [charge] = chargesOf(rebillId);
    expect(chargesOf(rebillId)).toHaveLength(1);
    // T-Bank's notification of that charge arrives ten times at once.
    const confirmed = fake.notification(charge!.PaymentId, 'CONFIRMED');
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(confirmed)));
    expect(answers.every((a) => a.body === 'OK')).toBe(true);
    expect(await stored(user)).toMatchObject({ phase: 'active', periodsPaid: 1 });
    // And a later run at the same moment finds nothing due.
    expect(await at(due).renew(user.id)).toBe(false);
    expect(chargesOf(rebillId)).toHaveLength(1);
  });

  it('concurrent duplicate notifications of a first payment pay one period', async () => {
    const user = await createUser(t.app);
    await setState(user, { trialUsed: true });
    const { payment } = await startCheckout(user);
    fake.pay(payment.PaymentId);
    const note = fake.notification(payment.PaymentId, 'CONFIRMED', { RebillId: Number(payment.RebillId) });
    await Promise.all(Array.from({ length: 10 }, () => notify(note)));
    expect(payment.PayType).toBe('O');
    expect(await stored(user)).toMatchObject({ phase: 'active', periodsPaid: 1 });
  });

  // Last in this file: renewals run a year ahead charge every other test's subscribers too.
  it('charges nothing for a subscriber who erased the account: no renewal, no retry, ever', async () => {
    const { user, rebillId } = await trialUser();
    const trialEnd = (await stored(user)).paidUntil!;
    const erased = await t.app.inject({
      method: 'DELETE',
      url: API.account,
      headers: user.headers,
      payload: { password: user.password },
    });
    expect(erased.statusCode).toBe(204);
    expect(await subscriptionsRepository.find(t.app.db, user.id)).toBeUndefined();
    // The renewal job at the trial's end, on each retry day and a year on.
    for (const days of [0, 1, 3, 7, 365]) {
      const moment = new Date(trialEnd.getTime() + 60_000 + days * 24 * HOUR_MS);
      await at(moment).renewDue();
      expect(await at(moment).renew(user.id)).toBe(false);
    }
    expect(chargesOf(rebillId)).toEqual([]);
    expect([...fake.payments.values()].filter((p) => p.CustomerKey === `skazka-user-${user.id}`)).toHaveLength(1);
  });
});
