// Other features ask only these two functions about a user's subscription.
import type { Subscription } from '@skazka/contract';
import type { Db } from '../../db/database.js';
import { stateOf, subscriptionsRepository } from './repository.js';
import { grantsStoryAccess, present } from './state-machine.js';

export async function getSubscription(db: Db, userId: number): Promise<Subscription> {
  return present(stateOf(await subscriptionsRepository.find(db, userId)), new Date());
}

/** Whether the user may create tales now (trial, active, or cancelled but paid up). */
export async function hasStoryAccess(db: Db, userId: number): Promise<boolean> {
  return grantsStoryAccess(stateOf(await subscriptionsRepository.find(db, userId)), new Date());
}
