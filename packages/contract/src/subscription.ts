import { z } from 'zod';
import { msg } from './common.js';

export const PLANS = ['monthly', 'yearly'] as const;
export type Plan = (typeof PLANS)[number];
export const SUBSCRIPTION_TYPES = ['trial', ...PLANS] as const;
export const PROVIDERS = ['stripe', 'tinkoff', 'sandbox'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const subscriptionSchema = z.object({
  active: z.boolean(),
  subscription_type: z.enum(SUBSCRIPTION_TYPES).nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  next_billing_date: z.string().nullable(),
  trial_used: z.boolean(),
  cancelled: z.boolean(),
  provider: z.enum(PROVIDERS).nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const planRequestSchema = z.object({ plan: z.enum(PLANS, msg('invalidChoice')) });
export const paymentUrlSchema = z.object({ payment_url: z.string() });
export const checkoutUrlSchema = z.object({ url: z.string() });
export const clientSecretSchema = z.object({ client_secret: z.string() });

export const tinkoffAmountSchema = z.object({
  currency: z.literal('RUB'),
  monthly: z.number().int().describe('kopecks'),
  yearly: z.number().int().describe('kopecks'),
  trial_days: z.number().int(),
});

export const planOfferSchema = z.object({
  plan: z.enum(PLANS),
  provider: z.enum(PROVIDERS),
  currency: z.string(),
  amount: z.number().int().describe('Minor units (cents, kopecks)'),
  interval: z.enum(['month', 'year']),
  trial_days: z.number().int(),
});
export type PlanOffer = z.infer<typeof planOfferSchema>;

export const PAYMENT_KINDS = ['trial', 'first', 'renewal'] as const;
export const PAYMENT_RESULTS = ['pending', 'paid', 'declined'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** One payment asked of a provider for the user: the card check of a trial, the first payment, a renewal. */
export const paymentSchema = z.object({
  id: z.number().int(),
  created_at: z.string().describe('ISO 8601 UTC'),
  kind: z.enum(PAYMENT_KINDS),
  plan: z.enum(PLANS),
  provider: z.enum(PROVIDERS),
  amount: z.number().int().describe('Minor units (cents, kopecks)'),
  currency: z.string(),
  result: z.enum(PAYMENT_RESULTS),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The web app's view of a subscription (docs/PRODUCT.md §4). */
export type SubscriptionStatus = 'trial' | 'nonRenewal' | 'active' | 'inactive';

export function subscriptionStatus(
  sub: Subscription,
  today: string = new Date().toISOString().slice(0, 10),
): SubscriptionStatus {
  // A cancelled trial is no longer a trial to the parent: it ends, nothing is charged.
  if (sub.cancelled && sub.end_date !== null && sub.end_date >= today) return 'nonRenewal';
  if (sub.active && sub.subscription_type === 'trial') return 'trial';
  if (sub.active) return 'active';
  return 'inactive';
}

export const hasStoryAccess = (status: SubscriptionStatus) => status !== 'inactive';
