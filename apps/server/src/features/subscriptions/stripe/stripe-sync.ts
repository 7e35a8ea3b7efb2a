import type { Plan } from '@skazka/contract';
import type Stripe from 'stripe';
import type { Phase, SubscriptionEvent } from '../state-machine.js';

/** The subscription an event is about: events carry ids only, and we trust only ids. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  const idOf = (value: unknown) =>
    typeof value === 'string' ? value : ((value as { id?: string } | null)?.id ?? null);
  switch (event.type) {
    case 'checkout.session.completed':
      return idOf(object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return idOf(object.id);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parent = object.parent as Stripe.Invoice.Parent | null | undefined;
      return idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription);
    }
    default:
      return null;
  }
}

const PHASES: Partial<Record<Stripe.Subscription.Status, Phase>> = {
  trialing: 'trial',
  active: 'active',
  past_due: 'pastDue',
  unpaid: 'inactive',
  canceled: 'inactive',
  incomplete_expired: 'inactive',
};

/** Whether a subscription still runs at Stripe (a finished one must not overwrite a newer one). */
export const isLive = (subscription: Stripe.Subscription) =>
  ['trialing', 'active', 'past_due'].includes(subscription.status);

/** Stripe's view of a subscription as a `synced` event; null while it waits for its first payment. */
export function syncEventOf(subscription: Stripe.Subscription, at: Date): SubscriptionEvent | null {
  const phase = PHASES[subscription.status];
  if (!phase) return null;
  const item = subscription.items.data[0];
  const plan: Plan =
    subscription.metadata.plan === 'yearly' || item?.price.recurring?.interval === 'year' ? 'yearly' : 'monthly';
  const nowS = Math.floor(at.getTime() / 1000);
  const periodEnd =
    (subscription.status === 'trialing' && subscription.trial_end
      ? subscription.trial_end
      : item?.current_period_end) ?? nowS;
  if (phase === 'inactive') {
    // Ended by Stripe (deleted, dunning gave up, refunded and cancelled): access ends when it did, not at
    // the period end, and it is not "cancelled", which would keep access to that end.
    const endedS = Math.min(periodEnd, subscription.ended_at ?? nowS);
    return {
      type: 'synced',
      at,
      provider: 'stripe',
      plan,
      phase,
      paidUntil: new Date(endedS * 1000),
      cancelled: false,
    };
  }
  return {
    type: 'synced',
    at,
    provider: 'stripe',
    plan,
    phase,
    paidUntil: new Date(periodEnd * 1000),
    cancelled: subscription.cancel_at_period_end,
  };
}
