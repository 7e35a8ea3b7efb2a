import type { Payment, PaymentResult } from '@skazka/contract';
import type { PaymentRow } from './repository.js';

// A payment still being asked or charged is neither paid nor declined to the parent yet.
const RESULTS: Record<PaymentRow['status'], PaymentResult> = {
  new: 'pending',
  charging: 'pending',
  confirmed: 'paid',
  rejected: 'declined',
};

/** Picks the API's fields of a payment (docs/API.md "Subscription"); the order id and provider handles stay inside. */
export const presentPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  kind: row.kind,
  plan: row.plan,
  provider: row.provider,
  amount: row.amount,
  currency: row.currency,
  result: RESULTS[row.status],
});
