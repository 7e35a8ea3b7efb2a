import { PassThrough } from 'node:stream';
import { API } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, createUser } from '../../../test/app.js';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.js';
import { type FakeTinkoff, startFakeTinkoff } from '../../../test/fake-tinkoff.js';
import { subscriptionsServiceOf } from './providers.js';
import { subscriptionsRepository as repo } from './repository.js';

const SECRETS = {
  stripeKey: 'sk_test_fake_key_123',
  webhook: 'whsec_log_test_secret',
  terminal: 'LogTerminal',
  password: 'log-terminal-password',
};

describe('payment logs', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let tinkoff: FakeTinkoff;
  let logs = '';
  beforeAll(async () => {
    stripe = await startFakeStripe(SECRETS.webhook);
    tinkoff = await startFakeTinkoff(SECRETS.terminal, SECRETS.password);
    const logStream = new PassThrough();
    logStream.on('data', (chunk) => {
      logs += chunk;
    });
    t = await createTestApp(
      {
        LOG_LEVEL: 'debug',
        STRIPE_SECRET_KEY: SECRETS.stripeKey,
        STRIPE_WEBHOOK_SECRET: SECRETS.webhook,
        STRIPE_API_BASE: stripe.url,
        TINKOFF_TERMINAL_KEY: SECRETS.terminal,
        TINKOFF_PASSWORD: SECRETS.password,
        TINKOFF_API_URL: tinkoff.url,
      },
      { logStream },
    );
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([stripe.close(), tinkoff.close()]);
  });

  it('never contain provider keys, signatures, Tokens or card handles, even when calls fail', async () => {
    const user = await createUser(t.app);
    const started = await t.app.inject({
      method: 'POST',
      url: API.subscription,
      payload: { plan: 'monthly' },
      headers: user.headers,
    });
    const payment = tinkoff.pay(started.json().payment_url.split('/').at(-1));
    const note = tinkoff.notification(payment.PaymentId, 'AUTHORIZED', { RebillId: Number(payment.RebillId) });
    await t.app.inject({ method: 'POST', url: API.tinkoffNotification, payload: { ...note, Amount: 5 } });
    await t.app.inject({ method: 'POST', url: API.tinkoffNotification, payload: note });
    const forged = stripe.delivery(stripe.event('invoice.paid', { id: 'in_x', object: 'invoice' }), 'whsec_wrong');
    await t.app.inject({ method: 'POST', url: API.stripeWebhook, payload: forged.payload, headers: forged.headers });
    const other = await createUser(t.app);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: API.stripeCheckout,
          payload: { plan: 'monthly' },
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(200);
    // A renewal whose provider is unreachable logs its failure.
    await tinkoff.close();
    const due = (await repo.find(t.app.db, user.id))!.paidUntil!;
    await subscriptionsServiceOf(t.app, () => new Date(due.getTime() + 1000)).renew(user.id);

    expect(logs).toContain('renewal charge failed to run');
    for (const secret of [
      ...Object.values(SECRETS).filter((s) => s !== SECRETS.terminal),
      payment.RebillId!,
      note.Token,
      forged.headers['stripe-signature'],
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
