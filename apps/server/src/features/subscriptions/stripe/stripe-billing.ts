import { LIMITS, type Plan, message } from '@skazka/contract';
import type Stripe from 'stripe';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import type { CheckoutCustomer } from '../order-provider.js';
import { priceOf } from '../plans.js';
import { subscriptionsRepository as repo } from '../repository.js';
import type { SubscriptionsService } from '../service.js';
import { isLive, subscriptionIdOf, syncEventOf } from './stripe-sync.js';

export interface StripeBillingDeps {
  stripe: Stripe;
  db: Db;
  config: Config;
  service: SubscriptionsService;
  now: () => Date;
}

/** Stripe keeps the schedule and charges by itself; we open its Checkout and mirror what it says. */
export function stripeBilling({ stripe, db, config, service, now }: StripeBillingDeps) {
  const webUrl = `${config.PUBLIC_URL}/subscription`;

  /** One Stripe customer per user; the idempotency key makes two racing checkouts get the same one. */
  async function customerOf(customer: CheckoutCustomer): Promise<string> {
    const row = await repo.find(db, customer.userId);
    if (row?.stripeCustomerId) return row.stripeCustomerId;
    const created = await stripe.customers.create(
      {
        email: customer.email ?? undefined,
        phone: customer.phone ?? undefined,
        metadata: { user_id: String(customer.userId) },
      },
      { idempotencyKey: `skazka-customer-${customer.userId}` },
    );
    await repo.keepStripeCustomer(db, customer.userId, created.id);
    return created.id;
  }

  /** Fetches the subscription and applies it, unless it is an old one finished after a newer one began. */
  async function syncSubscription(subscriptionId: string) {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const userId =
      Number(subscription.metadata.user_id) || (await repo.findBy(db, 'stripeCustomerId', customerId))?.userId;
    if (!userId) return;
    const row = await repo.find(db, userId);
    if (row?.stripeSubscriptionId && row.stripeSubscriptionId !== subscription.id && !isLive(subscription)) return;
    const event = syncEventOf(subscription, now());
    if (!event) return;
    await service.sync(userId, event, { stripeCustomerId: customerId, stripeSubscriptionId: subscription.id });
  }

  /**
   * A full refund takes the money back, so the subscription ends now: cancelled at
   * Stripe (no further charge) and mirrored. A partial refund (a goodwill gesture) keeps it.
   */
  async function endRefunded(chargeId: string) {
    const charge = await stripe.charges.retrieve(chargeId);
    const customerId = typeof charge.customer === 'string' ? charge.customer : charge.customer?.id;
    if (!charge.refunded || !customerId) return;
    const subscriptionId = (await repo.findBy(db, 'stripeCustomerId', customerId))?.stripeSubscriptionId;
    if (!subscriptionId) return;
    if (isLive(await stripe.subscriptions.retrieve(subscriptionId))) {
      await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `skazka-refund-${chargeId}` });
    }
    await syncSubscription(subscriptionId);
  }

  return {
    async checkout(customer: CheckoutCustomer, plan: Plan, ui: 'hosted_page' | 'embedded_page') {
      const state = await service.assertCanSubscribe(customer.userId);
      const price = priceOf(config, 'stripe', plan);
      const metadata = { user_id: String(customer.userId), plan };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        ui_mode: ui,
        customer: await customerOf(customer),
        client_reference_id: String(customer.userId),
        locale: customer.locale,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: price.currency.toLowerCase(),
              unit_amount: price.amount,
              recurring: { interval: plan === 'yearly' ? 'year' : 'month' },
              product_data: {
                name: message(
                  plan === 'yearly' ? 'receiptSubscriptionYearly' : 'receiptSubscriptionMonthly',
                  customer.locale,
                ),
              },
            },
          },
        ],
        subscription_data: { metadata, ...(state.trialUsed ? {} : { trial_period_days: LIMITS.trialDays }) },
        metadata,
        ...(ui === 'hosted_page'
          ? { success_url: `${webUrl}?paid=1`, cancel_url: `${webUrl}?declined=1` }
          : { return_url: `${webUrl}?paid=1&session_id={CHECKOUT_SESSION_ID}` }),
      });
      return session;
    },

    /**
     * A verified event, applied by id: whatever it says, we fetch the subscription
     * it names and mirror it, so repeats and any order end in Stripe's current state.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.STRIPE_WEBHOOK_SECRET!);
      } catch {
        throw new AppError('paymentSignatureInvalid', 400);
      }
      if (await repo.seenEvent(db, 'stripe', event.id)) return;
      const subscriptionId = subscriptionIdOf(event);
      if (subscriptionId) await syncSubscription(subscriptionId);
      if (event.type === 'charge.refunded') await endRefunded(event.data.object.id);
      await repo.firstDelivery(db, 'stripe', event.id);
    },

    async cancel(userId: number) {
      const row = await repo.find(db, userId);
      const current = await service.get(userId);
      if (!row?.stripeSubscriptionId || !current.active || current.cancelled)
        throw new AppError('noActiveSubscription', 409);
      await stripe.subscriptions.update(row.stripeSubscriptionId, { cancel_at_period_end: true });
      await syncSubscription(row.stripeSubscriptionId);
      return service.get(userId);
    },
  };
}

export type StripeBilling = ReturnType<typeof stripeBilling>;
