import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

const PROVIDERS = ['stripe', 'tinkoff', 'sandbox'] as const;
const PLANS = ['monthly', 'yearly'] as const;
const at = (name: string) => timestamp(name, { withTimezone: true });

/** One subscription per user: the state machine's state plus the provider's handles. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phase: text('phase', { enum: ['none', 'trial', 'active', 'pastDue', 'inactive'] })
      .notNull()
      .default('none'),
    provider: text('provider', { enum: PROVIDERS }),
    plan: text('plan', { enum: PLANS }),
    trialUsed: boolean('trial_used').notNull().default(false),
    cancelled: boolean('cancelled').notNull().default(false),
    startedAt: at('started_at'),
    anchor: at('anchor'),
    periodsPaid: integer('periods_paid').notNull().default(0),
    paidUntil: at('paid_until'),
    failedCharges: integer('failed_charges').notNull().default(0),
    nextChargeAt: at('next_charge_at'),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    /** Tinkoff's handle for charging the saved card again (Charge). */
    rebillId: text('rebill_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('subscriptions_next_charge_idx').on(t.nextChargeAt)],
);

/**
 * Every payment we ask a provider for (Tinkoff and the sandbox; Stripe bills by itself).
 * `period` is the number of the paid period a renewal pays for: the unique index
 * lets only one renewal exist per period, so no one is charged twice for it.
 * Accounting law keeps payments after their account is erased: they then belong to
 * nobody (`userId` null) and hold nothing about the family.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    plan: text('plan', { enum: PLANS }).notNull(),
    kind: text('kind', { enum: ['trial', 'first', 'renewal'] }).notNull(),
    /** For renewals: the anchor and period number they pay for. */
    anchor: at('anchor'),
    period: integer('period'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['new', 'charging', 'confirmed', 'rejected'] })
      .notNull()
      .default('new'),
    attempts: integer('attempts').notNull().default(1),
    providerPaymentId: text('provider_payment_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    uniqueIndex('payments_one_renewal_per_period')
      .on(t.userId, t.anchor, t.period)
      .where(sql`${t.kind} = 'renewal'`),
  ],
);

/** Provider notifications already applied, by the provider's own id: a repeat changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
