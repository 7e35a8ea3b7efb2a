// OWNED BY THE PAYMENTS FEATURE: a placeholder until subscriptions are stored.
// Other features ask only these two functions about a user's subscription.
import { type Subscription, hasStoryAccess as statusGrantsAccess, subscriptionStatus } from '@skazka/contract';
import type { Db } from '../../db/database.js';

const INACTIVE: Subscription = {
  active: false, subscription_type: null, start_date: null, end_date: null,
  next_billing_date: null, trial_used: false, cancelled: false, provider: null,
};

export async function getSubscription(_db: Db, _userId: number): Promise<Subscription> {
  return { ...INACTIVE };
}

/** Whether the user may create tales now (trial, active, or cancelled but paid up). */
export async function hasStoryAccess(db: Db, userId: number): Promise<boolean> {
  return statusGrantsAccess(subscriptionStatus(await getSubscription(db, userId)));
}
