import { LIMITS, PLANS, type Plan, type PlanOffer, type Provider } from '@skazka/contract';
import type { Config } from '../../config.js';

export interface Price {
  amount: number;
  currency: string;
}

/** Providers with keys; the sandbox stands in when there are none (a fresh install). */
export function configuredProviders(config: Config): Provider[] {
  const providers: Provider[] = [];
  if (config.STRIPE_SECRET_KEY) providers.push('stripe');
  if (config.TINKOFF_TERMINAL_KEY) providers.push('tinkoff');
  return providers.length ? providers : ['sandbox'];
}

/** Tinkoff and the sandbox charge roubles; Stripe the card currency of STRIPE_CURRENCY. */
export function priceOf(config: Config, provider: Provider, plan: Plan): Price {
  const currency = provider === 'stripe' ? config.STRIPE_CURRENCY.toUpperCase() : 'RUB';
  const key = `PRICE_${currency}_${plan.toUpperCase()}` as `PRICE_${'RUB' | 'USD' | 'EUR'}_${'MONTHLY' | 'YEARLY'}`;
  return { amount: config[key], currency };
}

/** Every offer the web app may show: each configured provider's plans. */
export const planOffers = (config: Config): PlanOffer[] =>
  configuredProviders(config).flatMap((provider) =>
    PLANS.map((plan) => ({
      plan,
      provider,
      ...priceOf(config, provider, plan),
      interval: plan === 'yearly' ? ('year' as const) : ('month' as const),
      trial_days: LIMITS.trialDays,
    })),
  );

export const rubleAmounts = (config: Config) => ({
  currency: 'RUB' as const,
  monthly: config.PRICE_RUB_MONTHLY,
  yearly: config.PRICE_RUB_YEARLY,
  trial_days: LIMITS.trialDays,
});
