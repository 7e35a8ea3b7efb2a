import { API } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, createUser } from '../../../test/app.js';
import { listFiles, makeFamily } from '../../../test/family.js';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.js';
import { startS3 } from '../../../test/s3.js';
import { createTaleTestApp, quickStages } from '../../../test/tales.js';

const WEBHOOK_SECRET = 'whsec_erasure_secret_1';

describe('erasing an account with a live Stripe subscription', () => {
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe(WEBHOOK_SECRET);
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_fake_key_123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('cancels it at Stripe first, so nothing is charged after the account is gone', async () => {
    const user = await createUser(t.app);
    const started = await t.app.inject({
      method: 'POST',
      url: API.stripeCheckout,
      headers: user.headers,
      payload: { plan: 'monthly' },
    });
    const sessionId = started.json().url.split('/').at(-1);
    const sub = fake.completeCheckout(sessionId);
    const { payload, headers } = fake.delivery(fake.event('customer.subscription.created', sub));
    await t.app.inject({ method: 'POST', url: API.stripeWebhook, payload, headers });
    expect((await t.app.inject({ url: API.subscription, headers: user.headers })).json()).toMatchObject({
      active: true,
      provider: 'stripe',
    });

    const erased = await t.app.inject({
      method: 'DELETE',
      url: API.account,
      headers: user.headers,
      payload: { password: user.password },
    });
    expect(erased.statusCode).toBe(204);
    expect(fake.calls).toContain(`DELETE /v1/subscriptions/${sub.id}`);
    expect(fake.subscriptions.get(sub.id)!.status).toBe('canceled');
  });

  it('treats a subscription Stripe has cancelled already as done', async () => {
    const user = await createUser(t.app);
    const started = await t.app.inject({
      method: 'POST',
      url: API.stripeCheckout,
      headers: user.headers,
      payload: { plan: 'yearly' },
    });
    const sub = fake.completeCheckout(started.json().url.split('/').at(-1));
    const { payload, headers } = fake.delivery(fake.event('customer.subscription.created', sub));
    await t.app.inject({ method: 'POST', url: API.stripeWebhook, payload, headers });
    // Stripe answers as if the subscription had been cancelled already: that is done, not an error.
    fake.subscriptions.get(sub.id)!.status = 'canceled';
    const erased = await t.app.inject({
      method: 'DELETE',
      url: API.account,
      headers: user.headers,
      payload: { password: user.password },
    });
    expect(erased.statusCode).toBe(204);
    expect((await t.app.inject({ url: API.profile, headers: user.headers })).statusCode).toBe(401);
  });
});

describe('erasing on S3 storage', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3();
    t = await createTaleTestApp(s3.env, quickStages());
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('a deleted child and an erased account leave no object in the bucket; another family keeps theirs', async () => {
    const first = await makeFamily(t.app);
    const second = await makeFamily(t.app);
    const other = await makeFamily(t.app);
    const objects = () => listFiles(s3.directory).join('\n');
    const folderOf = (prefix: string) => new RegExp(`${prefix}/`);
    for (const family of [first, second, other]) {
      expect(objects()).toMatch(folderOf(`children/${family.child}`));
      expect(objects()).toMatch(folderOf(`tales/${family.tale}`));
    }

    expect(
      (await t.app.inject({ method: 'DELETE', url: API.child(first.child), headers: first.user.headers })).statusCode,
    ).toBe(204);
    expect(objects()).not.toMatch(folderOf(`children/${first.child}`));
    expect(objects()).not.toMatch(folderOf(`tales/${first.tale}`));

    const exported = await t.app.inject({ url: API.accountExport, headers: second.user.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.length).toBeGreaterThan(1000);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: API.account,
          headers: second.user.headers,
          payload: { password: second.user.password },
        })
      ).statusCode,
    ).toBe(204);
    expect(objects()).not.toMatch(folderOf(`children/${second.child}`));
    expect(objects()).not.toMatch(folderOf(`tales/${second.tale}`));
    expect(objects()).toMatch(folderOf(`children/${other.child}`));
    expect(objects()).toMatch(folderOf(`tales/${other.tale}`));
  });
});
