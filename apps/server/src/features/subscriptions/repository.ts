import { and, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { paymentEvents, payments, subscriptions, users } from '../../db/schema/index.js';
import { EMPTY_STATE, type SubscriptionState } from './state-machine.js';

/** A transaction or the database itself: repository calls work in both. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export function stateOf(row: SubscriptionRow | undefined): SubscriptionState {
  if (!row) return EMPTY_STATE;
  const {
    phase,
    provider,
    plan,
    trialUsed,
    cancelled,
    startedAt,
    anchor,
    periodsPaid,
    paidUntil,
    failedCharges,
    nextChargeAt,
  } = row;
  return {
    phase,
    provider,
    plan,
    trialUsed,
    cancelled,
    startedAt,
    anchor,
    periodsPaid,
    paidUntil,
    failedCharges,
    nextChargeAt,
  };
}

export const subscriptionsRepository = {
  async find(db: Tx, userId: number) {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    return row;
  },

  /** The user's row, created when missing, locked until the transaction ends: one change at a time per user. */
  async lock(tx: Tx, userId: number) {
    await tx.insert(subscriptions).values({ userId }).onConflictDoNothing();
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
    return row!;
  },

  async save(
    tx: Tx,
    userId: number,
    state: SubscriptionState,
    handles: Partial<Pick<SubscriptionRow, 'rebillId' | 'stripeCustomerId' | 'stripeSubscriptionId'>> = {},
  ) {
    await tx
      .update(subscriptions)
      .set({ ...state, ...handles, updatedAt: new Date() })
      .where(eq(subscriptions.userId, userId));
  },

  async findBy(db: Tx, column: 'stripeCustomerId' | 'stripeSubscriptionId', value: string) {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions[column], value));
    return row;
  },

  /** Where a renewal's receipt goes. */
  async contactOf(db: Tx, userId: number) {
    const [row] = await db
      .select({ email: users.email, phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? { email: null, phone: null };
  },

  /** The user's Stripe customer, kept once (the row is created when missing). */
  async keepStripeCustomer(db: Tx, userId: number, customerId: string) {
    // Two steps, not one upsert carrying the customer id: racing upserts would trip the
    // customer id's own unique index, which ON CONFLICT (user_id) does not cover.
    await db.insert(subscriptions).values({ userId }).onConflictDoNothing();
    await db
      .update(subscriptions)
      .set({ stripeCustomerId: customerId })
      .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.stripeCustomerId)));
  },

  async seenEvent(db: Tx, provider: PaymentRow['provider'], eventId: string) {
    const [row] = await db
      .select({ eventId: paymentEvents.eventId })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
    return Boolean(row);
  },

  /** False when this provider event was applied before: the caller then changes nothing. */
  async firstDelivery(tx: Tx, provider: PaymentRow['provider'], eventId: string) {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ provider, eventId })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    return inserted.length > 0;
  },

  async createPayment(db: Tx, values: NewPayment) {
    const [row] = await db.insert(payments).values(values).returning();
    return row!;
  },

  /** The user's payments, newest first. */
  async paymentsOf(db: Tx, userId: number) {
    return db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id));
  },

  async findPayment(db: Tx, orderId: string) {
    const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
    return row;
  },

  async lockPayment(tx: Tx, orderId: string) {
    const [row] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
    return row;
  },

  async updatePayment(tx: Tx, id: number, values: Partial<Pick<PaymentRow, 'status' | 'providerPaymentId'>>) {
    await tx
      .update(payments)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(payments.id, id));
  },

  /**
   * Takes the renewal of one period for charging. The unique index on (user, anchor,
   * period) lets only one row exist; a rejected one is taken again for a retry. Whoever
   * gets no row back must not charge: someone else is charging or has charged it.
   */
  async claimRenewal(db: Tx, values: NewPayment & { anchor: Date; period: number }) {
    const [row] = await db
      .insert(payments)
      .values({ ...values, kind: 'renewal', status: 'charging' })
      .onConflictDoUpdate({
        target: [payments.userId, payments.anchor, payments.period],
        targetWhere: sql`${payments.kind} = 'renewal'`,
        set: {
          status: 'charging',
          orderId: values.orderId,
          attempts: sql`${payments.attempts} + 1`,
          providerPaymentId: null,
          updatedAt: new Date(),
        },
        setWhere: sql`${payments.status} = 'rejected'`,
      })
      .returning();
    return row;
  },

  /** Renewal charges started before `before` that neither an answer nor a notification has settled. */
  async unsettledCharges(db: Tx, before: Date, providers: PaymentRow['provider'][]) {
    return db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.kind, 'renewal'),
          eq(payments.status, 'charging'),
          lt(payments.updatedAt, before),
          inArray(payments.provider, providers),
        ),
      );
  },

  /** Users whose renewal (or its retry) is due with a provider we charge ourselves. */
  async dueRenewals(db: Tx, now: Date, providers: PaymentRow['provider'][]) {
    const rows = await db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(
        and(
          lte(subscriptions.nextChargeAt, now),
          inArray(subscriptions.provider, providers),
          eq(subscriptions.cancelled, false),
          inArray(subscriptions.phase, ['trial', 'active', 'pastDue']),
        ),
      );
    return rows.map((row) => row.userId);
  },
};
