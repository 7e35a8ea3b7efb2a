import type { FastifyInstance } from 'fastify';
import type { OrderProvider } from './order-provider.js';
import { configuredProviders } from './plans.js';
import { sandboxProvider } from './sandbox/sandbox-provider.js';
import { type SubscriptionsService, subscriptionsService } from './service.js';
import { type StripeBilling, stripeBilling } from './stripe/stripe-billing.js';
import { stripeClient } from './stripe/stripe-client.js';
import { tinkoffProvider } from './tinkoff/tinkoff-provider.js';

/** The providers whose payments we drive, from the configuration. */
export function orderProvidersOf(app: FastifyInstance): Partial<Record<OrderProvider['name'], OrderProvider>> {
  const names = configuredProviders(app.config);
  return {
    ...(names.includes('sandbox') ? { sandbox: sandboxProvider(app.config.PUBLIC_URL) } : {}),
    ...(names.includes('tinkoff') ? { tinkoff: tinkoffProvider(app.config) } : {}),
  };
}

/** The service over the app's database and configured providers (routes and the renewal job share it). */
export function subscriptionsServiceOf(app: FastifyInstance, now: () => Date = () => new Date()) {
  return subscriptionsService({
    db: app.db,
    config: app.config,
    log: app.log,
    orderProviders: orderProvidersOf(app),
    now,
  });
}

/** Stripe's side when its keys are set. */
export function stripeBillingOf(
  app: FastifyInstance,
  service: SubscriptionsService,
  now: () => Date = () => new Date(),
): StripeBilling | null {
  if (!app.config.STRIPE_SECRET_KEY) return null;
  return stripeBilling({ stripe: stripeClient(app.config), db: app.db, config: app.config, service, now });
}
