import {
  LIMITS,
  type Plan,
  type Provider,
  type Subscription,
  hasStoryAccess as statusGrantsAccess,
  subscriptionStatus,
} from '@skazka/contract';
import { addDays, isoDay, periodEnd } from './billing-dates.js';

/** Where a subscription stands; `pastDue` is the grace while a failed renewal is retried. */
export type Phase = 'none' | 'trial' | 'active' | 'pastDue' | 'inactive';

export interface SubscriptionState {
  phase: Phase;
  provider: Provider | null;
  plan: Plan | null;
  /** Set by the first trial and never cleared: nobody gets a second one. */
  trialUsed: boolean;
  /** No more renewals; access lasts to `paidUntil`. */
  cancelled: boolean;
  startedAt: Date | null;
  /** Start of the first paid period; every period end is counted from it, so month-end clamps never drift. */
  anchor: Date | null;
  periodsPaid: number;
  paidUntil: Date | null;
  failedCharges: number;
  /** When we charge next (renewal or retry); null when nothing is due or the provider bills by itself. */
  nextChargeAt: Date | null;
}

export type SubscriptionEvent =
  /** The provider confirmed the payment method of a user who has not had a trial. */
  | { type: 'trialStarted'; at: Date; provider: Provider; plan: Plan }
  /** A period was paid: the first one (without trial), the one after the trial, or a renewal. */
  | { type: 'paid'; at: Date; provider: Provider; plan: Plan }
  | { type: 'chargeFailed'; at: Date }
  | { type: 'cancelled'; at: Date }
  /** Time passed: a cancelled subscription ends when its paid time does. */
  | { type: 'tick'; at: Date }
  /** A provider that keeps its own schedule (Stripe) told us where the subscription stands. */
  | { type: 'synced'; at: Date; provider: Provider; plan: Plan; phase: Phase; paidUntil: Date; cancelled: boolean };

/** Days between a failed renewal and its next attempt; after the last one fails the subscription ends. */
export const RETRY_DELAYS_DAYS = [1, 2, 4] as const;

export const EMPTY_STATE: SubscriptionState = {
  phase: 'none',
  provider: null,
  plan: null,
  trialUsed: false,
  cancelled: false,
  startedAt: null,
  anchor: null,
  periodsPaid: 0,
  paidUntil: null,
  failedCharges: 0,
  nextChargeAt: null,
};

const running = (phase: Phase) => phase === 'trial' || phase === 'active' || phase === 'pastDue';

/** A fresh subscription after none or inactive: nothing carried over but the trial flag. */
const restart = (state: SubscriptionState, at: Date, provider: Provider, plan: Plan): SubscriptionState => ({
  ...EMPTY_STATE,
  trialUsed: state.trialUsed,
  provider,
  plan,
  startedAt: at,
});

function paid(state: SubscriptionState, at: Date, provider: Provider, plan: Plan): SubscriptionState {
  if (!running(state.phase)) {
    const paidUntil = periodEnd(at, plan, 1);
    return {
      ...restart(state, at, provider, plan),
      phase: 'active',
      anchor: at,
      periodsPaid: 1,
      paidUntil,
      nextChargeAt: paidUntil,
    };
  }
  // After the trial the first paid period starts where the trial ended.
  const anchor = state.anchor ?? state.paidUntil!;
  const periodsPaid = state.periodsPaid + 1;
  const paidUntil = periodEnd(anchor, state.plan!, periodsPaid);
  return {
    ...state,
    phase: 'active',
    anchor,
    periodsPaid,
    paidUntil,
    failedCharges: 0,
    nextChargeAt: state.cancelled ? null : paidUntil,
  };
}

function chargeFailed(state: SubscriptionState, at: Date): SubscriptionState {
  if (!running(state.phase) || state.cancelled) return state;
  const failedCharges = state.failedCharges + 1;
  const delay = RETRY_DELAYS_DAYS[failedCharges - 1];
  if (delay === undefined) return { ...state, phase: 'inactive', failedCharges, nextChargeAt: null };
  return { ...state, phase: 'pastDue', failedCharges, nextChargeAt: addDays(at, delay) };
}

function cancelled(state: SubscriptionState): SubscriptionState {
  if (!running(state.phase) || state.cancelled) return state;
  // A failed renewal left nothing paid ahead: cancelling ends it now.
  if (state.phase === 'pastDue') return { ...state, phase: 'inactive', cancelled: true, nextChargeAt: null };
  return { ...state, cancelled: true, nextChargeAt: null };
}

function synced(state: SubscriptionState, event: Extract<SubscriptionEvent, { type: 'synced' }>): SubscriptionState {
  const base = running(state.phase) ? state : restart(state, event.at, event.provider, event.plan);
  return {
    ...base,
    phase: event.phase,
    provider: event.provider,
    plan: event.plan,
    paidUntil: event.paidUntil,
    cancelled: event.cancelled,
    trialUsed: base.trialUsed || event.phase === 'trial',
    nextChargeAt: null,
  };
}

/**
 * The one place a subscription changes. Pure: same state and event, same result.
 * An event that does not apply (a second trial, a failure after cancelling) leaves
 * the state as it was, so repeated or late provider messages are harmless.
 */
export function transition(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'trialStarted':
      if (running(state.phase) || state.trialUsed) return state;
      return {
        ...restart(state, event.at, event.provider, event.plan),
        phase: 'trial',
        trialUsed: true,
        paidUntil: addDays(event.at, LIMITS.trialDays),
        nextChargeAt: addDays(event.at, LIMITS.trialDays),
      };
    case 'paid':
      return paid(state, event.at, event.provider, event.plan);
    case 'chargeFailed':
      return chargeFailed(state, event.at);
    case 'cancelled':
      return cancelled(state);
    case 'tick':
      if (running(state.phase) && state.cancelled && event.at >= state.paidUntil!)
        return { ...state, phase: 'inactive' };
      return state;
    case 'synced':
      return synced(state, event);
  }
}

/** The API's `Subscription` as of `now`. */
export function present(stored: SubscriptionState, now: Date): Subscription {
  const state = transition(stored, { type: 'tick', at: now });
  const live = running(state.phase);
  return {
    active: live,
    subscription_type: state.phase === 'trial' ? 'trial' : state.plan,
    start_date: state.startedAt && isoDay(state.startedAt),
    end_date: state.paidUntil && isoDay(state.paidUntil),
    next_billing_date: live && !state.cancelled ? isoDay(state.nextChargeAt ?? state.paidUntil!) : null,
    trial_used: state.trialUsed,
    cancelled: state.cancelled,
    provider: state.provider,
  };
}

/**
 * Story access by the same rule the web app shows (docs/PRODUCT.md §4): trial, active, or
 * cancelled with its end date today or later.
 */
export const grantsStoryAccess = (state: SubscriptionState, now: Date) =>
  statusGrantsAccess(subscriptionStatus(present(state, now), isoDay(now)));
