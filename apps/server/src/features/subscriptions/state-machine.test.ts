import { describe, expect, it } from 'vitest';
import { addMonths } from './billing-dates.js';
import {
  EMPTY_STATE,
  type SubscriptionEvent,
  type SubscriptionState,
  grantsStoryAccess,
  present,
  transition,
} from './state-machine.js';

/** A fake clock: tests move time forward explicitly, everything in UTC. */
function fakeClock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    advance(days: number, hours = 0) {
      now = new Date(now.getTime() + (days * 24 + hours) * 3600_000);
      return now;
    },
    set(iso: string) {
      now = new Date(iso);
      return now;
    },
  };
}

/** Applies events in order, as the service does. */
const run = (state: SubscriptionState, ...events: SubscriptionEvent[]) => events.reduce(transition, state);

describe('subscription state machine', () => {
  it('trial → active → cancelled but paid (nonRenewal) → inactive', () => {
    const clock = fakeClock('2026-01-10T09:00:00Z');
    let state = transition(EMPTY_STATE, {
      type: 'trialStarted',
      at: clock.now(),
      provider: 'sandbox',
      plan: 'monthly',
    });
    expect(present(state, clock.now())).toEqual({
      active: true,
      subscription_type: 'trial',
      start_date: '2026-01-10',
      end_date: '2026-01-13',
      next_billing_date: '2026-01-13',
      trial_used: true,
      cancelled: false,
      provider: 'sandbox',
    });
    expect(grantsStoryAccess(state, clock.now())).toBe(true);

    state = transition(state, { type: 'paid', at: clock.advance(3), provider: 'sandbox', plan: 'monthly' });
    expect(present(state, clock.now())).toMatchObject({
      active: true,
      subscription_type: 'monthly',
      end_date: '2026-02-13',
      next_billing_date: '2026-02-13',
    });

    state = transition(state, { type: 'cancelled', at: clock.advance(10) });
    expect(state.nextChargeAt).toBeNull();
    expect(present(state, clock.now())).toMatchObject({
      active: true,
      cancelled: true,
      end_date: '2026-02-13',
      next_billing_date: null,
    });
    expect(grantsStoryAccess(state, clock.set('2026-02-13T08:59:00Z'))).toBe(true);

    // Past the paid time: no longer active; the rest of the end date still counts (docs/PRODUCT.md: end date today or later).
    expect(present(state, clock.set('2026-02-13T10:00:00Z')).active).toBe(false);
    expect(grantsStoryAccess(state, clock.now())).toBe(true);
    expect(grantsStoryAccess(state, clock.set('2026-02-14T00:00:00Z'))).toBe(false);
    expect(transition(state, { type: 'tick', at: clock.now() }).phase).toBe('inactive');
  });

  it('a failed renewal is retried after 1, 2 and 4 days, with access meanwhile, then ends', () => {
    const clock = fakeClock('2026-03-01T00:00:00Z');
    let state = transition(EMPTY_STATE, { type: 'paid', at: clock.now(), provider: 'tinkoff', plan: 'monthly' });
    expect(state.trialUsed).toBe(false);
    clock.set('2026-04-01T00:00:00Z');
    const retries: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      state = transition(state, { type: 'chargeFailed', at: clock.now() });
      expect(state.phase).toBe('pastDue');
      expect(grantsStoryAccess(state, clock.now())).toBe(true);
      retries.push(state.nextChargeAt!.toISOString().slice(0, 10));
      clock.set(state.nextChargeAt!.toISOString());
    }
    expect(retries).toEqual(['2026-04-02', '2026-04-04', '2026-04-08']);
    state = transition(state, { type: 'chargeFailed', at: clock.now() });
    expect(state.phase).toBe('inactive');
    expect(state.nextChargeAt).toBeNull();
    expect(grantsStoryAccess(state, clock.advance(1))).toBe(false);
  });

  it('a retry that succeeds keeps the billing anchor and clears the failures', () => {
    const clock = fakeClock('2026-03-01T00:00:00Z');
    const state = run(
      EMPTY_STATE,
      { type: 'paid', at: clock.now(), provider: 'tinkoff', plan: 'monthly' },
      { type: 'chargeFailed', at: clock.set('2026-04-01T00:00:00Z') },
      { type: 'paid', at: clock.advance(1), provider: 'tinkoff', plan: 'monthly' },
    );
    expect(state).toMatchObject({ phase: 'active', failedCharges: 0, periodsPaid: 2 });
    expect(present(state, clock.now()).end_date).toBe('2026-05-01');
  });

  it('gives no second trial after an inactive subscription', () => {
    const clock = fakeClock('2026-01-01T00:00:00Z');
    let state = run(
      EMPTY_STATE,
      { type: 'trialStarted', at: clock.now(), provider: 'sandbox', plan: 'yearly' },
      { type: 'cancelled', at: clock.advance(1) },
      { type: 'tick', at: clock.advance(5) },
    );
    expect(state).toMatchObject({ phase: 'inactive', trialUsed: true });
    const again = transition(state, { type: 'trialStarted', at: clock.now(), provider: 'sandbox', plan: 'monthly' });
    expect(again).toBe(state);
    state = transition(state, { type: 'paid', at: clock.now(), provider: 'sandbox', plan: 'yearly' });
    expect(present(state, clock.now())).toMatchObject({
      active: true,
      subscription_type: 'yearly',
      trial_used: true,
      cancelled: false,
      start_date: '2026-01-07',
      end_date: '2027-01-07',
    });
  });

  it('ignores events that do not apply: a second trial while running, failures and cancels when over', () => {
    const clock = fakeClock('2026-01-01T00:00:00Z');
    const trial = transition(EMPTY_STATE, {
      type: 'trialStarted',
      at: clock.now(),
      provider: 'sandbox',
      plan: 'monthly',
    });
    expect(
      transition(trial, { type: 'trialStarted', at: clock.advance(1), provider: 'sandbox', plan: 'monthly' }),
    ).toBe(trial);
    expect(transition(EMPTY_STATE, { type: 'chargeFailed', at: clock.now() })).toBe(EMPTY_STATE);
    expect(transition(EMPTY_STATE, { type: 'cancelled', at: clock.now() })).toBe(EMPTY_STATE);
    const cancelled = transition(trial, { type: 'cancelled', at: clock.now() });
    expect(transition(cancelled, { type: 'cancelled', at: clock.now() })).toBe(cancelled);
    expect(transition(cancelled, { type: 'chargeFailed', at: clock.now() })).toBe(cancelled);
  });

  it('cancelling during the retries ends the subscription at once', () => {
    const clock = fakeClock('2026-01-01T00:00:00Z');
    const state = run(
      EMPTY_STATE,
      { type: 'paid', at: clock.now(), provider: 'tinkoff', plan: 'monthly' },
      { type: 'chargeFailed', at: clock.set('2026-02-01T00:00:00Z') },
      { type: 'cancelled', at: clock.advance(0, 2) },
    );
    expect(state.phase).toBe('inactive');
    expect(grantsStoryAccess(state, clock.advance(1))).toBe(false);
  });

  it('counts month ends from the anchor: 31 January → 28/29 February → 31 March, in UTC', () => {
    const clock = fakeClock('2026-01-31T23:30:00Z');
    let state = transition(EMPTY_STATE, { type: 'paid', at: clock.now(), provider: 'tinkoff', plan: 'monthly' });
    const ends = [state.paidUntil!.toISOString()];
    for (let i = 0; i < 2; i += 1) {
      state = transition(state, {
        type: 'paid',
        at: clock.set(state.paidUntil!.toISOString()),
        provider: 'tinkoff',
        plan: 'monthly',
      });
      ends.push(state.paidUntil!.toISOString());
    }
    expect(ends).toEqual(['2026-02-28T23:30:00.000Z', '2026-03-31T23:30:00.000Z', '2026-04-30T23:30:00.000Z']);
    expect(addMonths(new Date('2024-01-31T00:00:00Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('a yearly plan from 29 February ends on 28 February, and on 29 February again in the next leap year', () => {
    const at = new Date('2024-02-29T12:00:00Z');
    let state = transition(EMPTY_STATE, { type: 'paid', at, provider: 'stripe', plan: 'yearly' });
    expect(state.paidUntil!.toISOString()).toBe('2025-02-28T12:00:00.000Z');
    for (let i = 0; i < 3; i += 1)
      state = transition(state, { type: 'paid', at: state.paidUntil!, provider: 'stripe', plan: 'yearly' });
    expect(state.paidUntil!.toISOString()).toBe('2028-02-29T12:00:00.000Z');
  });

  it('a trial ends three days later to the minute, across a month end', () => {
    const state = transition(EMPTY_STATE, {
      type: 'trialStarted',
      at: new Date('2028-02-27T22:00:00Z'),
      provider: 'sandbox',
      plan: 'monthly',
    });
    expect(state.paidUntil!.toISOString()).toBe('2028-03-01T22:00:00.000Z');
  });

  it('takes a self-billing provider’s word (synced) but never forgets a used trial', () => {
    const clock = fakeClock('2026-05-01T00:00:00Z');
    const paidUntil = new Date('2026-05-04T00:00:00Z');
    let state = transition(EMPTY_STATE, {
      type: 'synced',
      at: clock.now(),
      provider: 'stripe',
      plan: 'monthly',
      phase: 'trial',
      paidUntil,
      cancelled: false,
    });
    expect(present(state, clock.now())).toMatchObject({
      active: true,
      subscription_type: 'trial',
      trial_used: true,
      next_billing_date: '2026-05-04',
    });
    state = transition(state, {
      type: 'synced',
      at: clock.advance(4),
      provider: 'stripe',
      plan: 'monthly',
      phase: 'inactive',
      paidUntil,
      cancelled: false,
    });
    expect(state).toMatchObject({ phase: 'inactive', trialUsed: true });
    expect(present(state, clock.now())).toMatchObject({ active: false, next_billing_date: null });
  });
});
