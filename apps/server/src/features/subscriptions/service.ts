import { randomBytes } from 'node:crypto';
import type { Plan, Subscription } from '@skazka/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { CheckoutCustomer, OrderProvider, PaymentOutcome } from './order-provider.js';
import { presentPayment } from './payment-history.js';
import { priceOf } from './plans.js';
import {
  type PaymentRow,
  type SubscriptionRow,
  type Tx,
  stateOf,
  subscriptionsRepository as repo,
} from './repository.js';
import { type SubscriptionEvent, type SubscriptionState, present, transition } from './state-machine.js';

export interface SubscriptionsDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** The providers whose payments we drive, by name (the sandbox on a fresh install, Tinkoff with keys). */
  orderProviders: Partial<Record<OrderProvider['name'], OrderProvider>>;
  now: () => Date;
}

export type Handles = Partial<Pick<SubscriptionRow, 'rebillId' | 'stripeCustomerId' | 'stripeSubscriptionId'>>;

// A charge is answered within seconds and notified within minutes; one unsettled after this lost both.
const UNSETTLED_AFTER_MS = 15 * 60_000;

const running = (state: SubscriptionState) =>
  state.phase === 'trial' || state.phase === 'active' || state.phase === 'pastDue';
const newOrderId = () => randomBytes(18).toString('base64url');

/** The subscription event a payment's outcome means, if any. */
function eventOf(payment: PaymentRow, outcome: PaymentOutcome, at: Date): SubscriptionEvent | null {
  const { provider, plan } = payment;
  if (payment.kind === 'trial') {
    return outcome.status === 'authorized' || outcome.status === 'confirmed'
      ? { type: 'trialStarted', at, provider, plan }
      : null;
  }
  if (outcome.status === 'confirmed') return { type: 'paid', at, provider, plan };
  if (outcome.status === 'rejected' && payment.kind === 'renewal') return { type: 'chargeFailed', at };
  return null;
}

export function subscriptionsService(deps: SubscriptionsDeps) {
  const { db, config, log, orderProviders, now } = deps;

  /** Applies one event to a user's subscription under its row lock (time passing first). */
  async function applyEvent(tx: Tx, userId: number, event: SubscriptionEvent | null, handles: Handles = {}) {
    const row = await repo.lock(tx, userId);
    const settled = transition(stateOf(row), { type: 'tick', at: now() });
    const next = event ? transition(settled, event) : settled;
    await repo.save(tx, userId, next, handles);
    return next;
  }

  /** The provider that takes POST /api/user/subscription/: Tinkoff when configured, the sandbox on a keyless install. */
  function russianProvider(): OrderProvider {
    const provider = orderProviders.tinkoff ?? orderProviders.sandbox;
    if (!provider) throw new AppError('providerUnavailable', 503);
    return provider;
  }

  return {
    async get(userId: number): Promise<Subscription> {
      return present(stateOf(await repo.find(db, userId)), now());
    },

    /** What was asked of the providers for the user: trial holds, first payments, renewals and their results. */
    async payments(userId: number) {
      return (await repo.paymentsOf(db, userId)).map(presentPayment);
    },

    /** Refuses a second subscription while one runs (the web app offers plans only when inactive). */
    async assertCanSubscribe(userId: number) {
      const state = transition(stateOf(await repo.find(db, userId)), { type: 'tick', at: now() });
      if (running(state)) throw new AppError('subscriptionAlreadyActive', 409);
      return state;
    },

    /** Opens a checkout: a trial's card check the first time, the first period's payment afterwards. */
    async checkout(customer: CheckoutCustomer, plan: Plan): Promise<string> {
      const provider = russianProvider();
      const state = await this.assertCanSubscribe(customer.userId);
      const kind = state.trialUsed ? 'first' : 'trial';
      const price = priceOf(config, provider.name, plan);
      const payment = await repo.createPayment(db, {
        orderId: newOrderId(),
        userId: customer.userId,
        provider: provider.name,
        plan,
        kind,
        amount: kind === 'trial' ? provider.trialAmount : price.amount,
        currency: price.currency,
      });
      const { url, providerPaymentId } = await provider.checkout(payment, customer);
      if (providerPaymentId) await repo.updatePayment(db, payment.id, { providerPaymentId });
      return url;
    },

    /**
     * The one path of every payment message (Tinkoff's notifications, the sandbox's
     * buttons, a renewal charge's answer): applied once per event id, and once per
     * payment whatever order the messages come in, under the payment's and the
     * subscription's row locks.
     */
    async applyOutcome(outcome: PaymentOutcome): Promise<'applied' | 'duplicate' | 'unknown'> {
      const result = await db.transaction(async (tx) => {
        if (!(await repo.firstDelivery(tx, outcome.provider, outcome.eventId))) return { kind: 'duplicate' as const };
        const payment = await repo.lockPayment(tx, outcome.orderId);
        // A payment of an erased account (userId null) has no subscription left to change.
        if (!payment || payment.provider !== outcome.provider || payment.userId === null)
          return { kind: 'unknown' as const };
        // A payment ends once; a late or repeated message about it changes nothing.
        if (payment.status === 'confirmed' || payment.status === 'rejected') return { kind: 'duplicate' as const };
        const event = eventOf(payment, outcome, now());
        const status =
          outcome.status === 'rejected' ? ('rejected' as const) : event ? ('confirmed' as const) : payment.status;
        await repo.updatePayment(tx, payment.id, {
          status,
          providerPaymentId: outcome.providerPaymentId ?? payment.providerPaymentId,
        });
        if (event) await applyEvent(tx, payment.userId, event, outcome.rebillId ? { rebillId: outcome.rebillId } : {});
        return { kind: 'applied' as const, payment, started: event?.type === 'trialStarted' };
      });
      if (result.kind === 'applied' && result.started) await this.releaseTrialHold(result.payment);
      return result.kind;
    },

    /** A trial's card check only proved the card: its hold goes back at once. */
    async releaseTrialHold(payment: PaymentRow) {
      const provider = orderProviders[payment.provider as OrderProvider['name']];
      if (!provider?.release || payment.amount === 0) return;
      try {
        await provider.release(payment);
      } catch (error) {
        log.error({ err: error, orderId: payment.orderId }, 'releasing a trial card check failed');
      }
    },

    /** Stops renewals; access lasts to the end of what was paid. */
    async cancelLocally(userId: number) {
      const state = await db.transaction(async (tx) => {
        const current = transition(stateOf(await repo.lock(tx, userId)), { type: 'tick', at: now() });
        if (!running(current) || current.cancelled) throw new AppError('noActiveSubscription', 409);
        return applyEvent(tx, userId, { type: 'cancelled', at: now() });
      });
      return present(state, now());
    },

    /** Applies a self-billing provider's view (Stripe) and keeps its handles. */
    async sync(userId: number, event: SubscriptionEvent, handles: Handles) {
      return db.transaction((tx) => applyEvent(tx, userId, event, handles));
    },

    /** Charges every renewal that is due, after settling lost ones; safe to run from several workers at once. */
    async renewDue(): Promise<number> {
      await this.reconcileCharges();
      const providers = Object.keys(orderProviders) as OrderProvider['name'][];
      const due = await repo.dueRenewals(db, now(), providers);
      let charged = 0;
      for (const userId of due) if (await this.renew(userId)) charged += 1;
      return charged;
    },

    /**
     * Settles renewal charges whose answer and notification were both lost, as the
     * provider tells it; until then such a period is neither paid nor retried.
     */
    async reconcileCharges() {
      const providers = Object.keys(orderProviders) as OrderProvider['name'][];
      for (const payment of await repo.unsettledCharges(
        db,
        new Date(now().getTime() - UNSETTLED_AFTER_MS),
        providers,
      )) {
        const provider = orderProviders[payment.provider as OrderProvider['name']];
        try {
          // Its payment id is kept before the charge is sent: without one, nothing reached the card and the period is taken again.
          if (!payment.providerPaymentId) await repo.updatePayment(db, payment.id, { status: 'rejected' });
          else if (provider?.state) await this.applyOutcome(await provider.state(payment));
        } catch (error) {
          log.error({ err: error, orderId: payment.orderId }, 'reconciling a renewal charge failed');
        }
      }
    },

    /** Charges one user's next period unless someone else already holds that charge. */
    async renew(userId: number): Promise<boolean> {
      const row = await repo.find(db, userId);
      const state = stateOf(row);
      const provider = state.provider && orderProviders[state.provider as OrderProvider['name']];
      if (!row || !provider || !state.plan || !running(state) || state.cancelled) return false;
      if (!state.nextChargeAt || state.nextChargeAt > now()) return false;
      const price = priceOf(config, provider.name, state.plan);
      const payment = await repo.claimRenewal(db, {
        orderId: newOrderId(),
        userId,
        provider: provider.name,
        plan: state.plan,
        kind: 'renewal',
        anchor: state.anchor ?? state.paidUntil!,
        period: state.periodsPaid + 1,
        amount: price.amount,
        currency: price.currency,
      });
      if (!payment) return false;
      let providerPaymentId: string | null = null;
      try {
        const contact = await repo.contactOf(db, userId);
        const outcome = await provider.charge(payment, { rebillId: row.rebillId, ...contact }, async (id) => {
          providerPaymentId = id;
          await repo.updatePayment(db, payment.id, { providerPaymentId: id });
        });
        await this.applyOutcome(outcome);
      } catch (error) {
        log.error({ err: error, orderId: payment.orderId }, 'renewal charge failed to run');
        // Nothing reached the card: the next run may take the period again. Otherwise the
        // provider's notification about that payment settles it.
        if (!providerPaymentId) await repo.updatePayment(db, payment.id, { status: 'rejected' });
      }
      return true;
    },
  };
}

export type SubscriptionsService = ReturnType<typeof subscriptionsService>;
