import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { subscriptionsRepository } from './repository.js';
import { stripeClient } from './stripe/stripe-client.js';

/**
 * Stops a subscription at its provider before its account is erased, so nothing
 * is charged afterwards. Stripe renews by itself and is told to cancel at once;
 * Tinkoff and the sandbox charge only when our renewal job asks, which ends with the
 * subscription row. Safe to repeat: a subscription Stripe no longer has is done.
 */
export async function cancelForErasure(app: FastifyInstance, userId: number): Promise<void> {
  const row = await subscriptionsRepository.find(app.db, userId);
  if (!row?.stripeSubscriptionId || row.phase === 'none' || row.phase === 'inactive') return;
  if (!app.config.STRIPE_SECRET_KEY) throw new AppError('providerUnavailable', 503);
  try {
    await stripeClient(app.config).subscriptions.cancel(row.stripeSubscriptionId);
  } catch (error) {
    if ((error as { code?: string }).code !== 'resource_missing') throw error;
  }
}
