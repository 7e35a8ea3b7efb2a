import type { Locale } from '@skazka/contract';
import type { PaymentRow } from './repository.js';

/** What a provider told us about one payment, after its signature was checked. */
export interface PaymentOutcome {
  provider: 'sandbox' | 'tinkoff';
  /** The provider's id of this message: a second delivery of it changes nothing. */
  eventId: string;
  orderId: string;
  status: 'authorized' | 'confirmed' | 'rejected' | 'other';
  providerPaymentId?: string;
  /** Tinkoff's handle for charging the card again. */
  rebillId?: string;
}

/** Where the fiscal receipt goes (54-FZ needs an email or a phone). */
export interface Contact {
  email: string | null;
  phone: string | null;
}

export interface CheckoutCustomer extends Contact {
  userId: number;
  locale: Locale;
}

/** The saved card of a renewal and the contact its receipt goes to. */
interface SavedCard extends Contact {
  rebillId: string | null;
}

/**
 * A provider whose renewals we charge ourselves (Tinkoff, the sandbox): it opens a
 * checkout for a payment and charges a saved card on schedule.
 */
export interface OrderProvider {
  name: PaymentOutcome['provider'];
  /** What the card check of a trial costs (held then released); 0 when nothing is held. */
  trialAmount: number;
  checkout(payment: PaymentRow, customer: CheckoutCustomer): Promise<{ url: string; providerPaymentId?: string }>;
  /** Charges a renewal on the saved card; `onStarted` keeps the provider's payment id before the charge runs. */
  charge(
    payment: PaymentRow,
    card: SavedCard,
    onStarted: (providerPaymentId: string) => Promise<void>,
  ): Promise<PaymentOutcome>;
  /** Releases the hold of a trial's card check. */
  release?(payment: PaymentRow): Promise<void>;
  /** Asks where a started payment stands, when both its answer and its notification were lost. */
  state?(payment: PaymentRow): Promise<PaymentOutcome>;
}
