import type { Plan, Provider, TaleCreate } from '@skazka/contract';
import { readStored, writeStored } from './storage';

/*
 * The checkout leaves the app for the provider's page and comes back on a fresh load,
 * so what the parent was doing before it is kept on the device until they return.
 * Shared by the wizard (which remembers the tale) and the subscription screens (which make it).
 */

export interface CheckoutChoice {
  provider: Provider;
  plan: Plan;
}

function readJson<T>(key: 'pendingTale' | 'checkoutChoice'): T | null {
  try {
    return JSON.parse(readStored(key) ?? 'null') as T | null;
  } catch {
    return null; // a value another version of the app wrote: as if none
  }
}

/** The tale the parent pressed Create for when the paywall stopped them. */
export const pendingTale = () => readJson<TaleCreate>('pendingTale');
export const rememberPendingTale = (request: TaleCreate | null) =>
  writeStored('pendingTale', request && JSON.stringify(request));

/** The plan and provider of the checkout the parent last went to. */
export const checkoutChoice = () => readJson<CheckoutChoice>('checkoutChoice');
export const rememberCheckoutChoice = (choice: CheckoutChoice) => writeStored('checkoutChoice', JSON.stringify(choice));
