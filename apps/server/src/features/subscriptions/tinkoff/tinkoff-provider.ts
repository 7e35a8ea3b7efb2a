import { API, message } from '@skazka/contract';
import type { Config } from '../../../config.js';
import type { CheckoutCustomer, Contact, OrderProvider, PaymentOutcome } from '../order-provider.js';
import type { PaymentRow } from '../repository.js';
import { type TinkoffAnswer, type TinkoffCall, TinkoffError, tinkoffClient } from './tinkoff-client.js';

/** A trial proves the card with a 1-rouble hold that is released at once. */
const CARD_CHECK_KOPECKS = 100;

/** T-Bank statuses → what they mean for a payment; the rest (NEW, FORM_SHOWED, REVERSED…) change nothing. */
export function outcomeStatus(status: string | undefined): PaymentOutcome['status'] {
  if (status === 'AUTHORIZED') return 'authorized';
  if (status === 'CONFIRMED') return 'confirmed';
  if (status === 'REJECTED' || status === 'AUTH_FAIL' || status === 'DEADLINE_EXPIRED') return 'rejected';
  return 'other';
}

/** Named like a notification of the same status, so whichever of the two comes second changes nothing. */
const outcomeOf = (payment: PaymentRow, paymentId: string, status: string): PaymentOutcome => ({
  provider: 'tinkoff',
  eventId: `${paymentId}:${status}`,
  orderId: payment.orderId,
  status: outcomeStatus(status),
  providerPaymentId: paymentId,
});

// A payment being made always has its payer; only an erased account's old payments have none.
export const customerKeyOf = (userId: number | null) => `skazka-user-${userId}`;

/** 54-FZ receipt: one service line, paid in full now, amounts in kopecks. */
function receiptOf(config: Config, payment: PaymentRow, contact: Contact) {
  return {
    ...(contact.email ? { Email: contact.email } : { Phone: contact.phone }),
    Taxation: config.TINKOFF_TAXATION,
    Items: [
      {
        Name: message(payment.plan === 'yearly' ? 'receiptSubscriptionYearly' : 'receiptSubscriptionMonthly', 'ru'),
        Price: payment.amount,
        Quantity: 1,
        Amount: payment.amount,
        Tax: config.TINKOFF_VAT,
        PaymentMethod: 'full_prepayment',
        PaymentObject: 'service',
      },
    ],
  };
}

function succeeded(method: string, answer: TinkoffAnswer): TinkoffAnswer {
  if (!answer.Success || answer.ErrorCode !== '0') throw new TinkoffError(method, answer);
  return answer;
}

/** T-Bank acquiring: the payment page for checkouts, Init + Charge on the saved card for renewals, GetState to reconcile. */
export function tinkoffProvider(
  config: Config,
  call: TinkoffCall = tinkoffClient({
    apiUrl: config.TINKOFF_API_URL,
    terminalKey: config.TINKOFF_TERMINAL_KEY!,
    password: config.TINKOFF_PASSWORD!,
  }),
): OrderProvider {
  const web = `${config.PUBLIC_URL}/subscription`;
  const init = async (payment: PaymentRow, contact: Contact, extra: Record<string, unknown>) =>
    succeeded(
      'Init',
      await call('Init', {
        Amount: payment.amount,
        OrderId: payment.orderId,
        CustomerKey: customerKeyOf(payment.userId),
        Description: message(
          payment.plan === 'yearly' ? 'receiptSubscriptionYearly' : 'receiptSubscriptionMonthly',
          'ru',
        ),
        NotificationURL: `${config.PUBLIC_URL}${API.tinkoffNotification}`,
        Receipt: receiptOf(config, payment, contact),
        ...extra,
      }),
    );

  return {
    name: 'tinkoff',
    trialAmount: CARD_CHECK_KOPECKS,
    async checkout(payment, customer: CheckoutCustomer) {
      const answer = await init(payment, customer, {
        Recurrent: 'Y',
        PayType: payment.kind === 'trial' ? 'T' : 'O',
        Language: customer.locale === 'ru' ? 'ru' : 'en',
        SuccessURL: `${web}?paid=1`,
        FailURL: `${web}?declined=1`,
      });
      return { url: answer.PaymentURL!, providerPaymentId: String(answer.PaymentId) };
    },

    async charge(payment, card, onStarted) {
      const noCard: PaymentOutcome = {
        provider: 'tinkoff',
        eventId: `${payment.orderId}:no-card`,
        orderId: payment.orderId,
        status: 'rejected',
      };
      if (!card.rebillId) return noCard;
      const started = await init(payment, card, { PayType: 'O' });
      const paymentId = String(started.PaymentId);
      await onStarted(paymentId);
      const answer = await call('Charge', { PaymentId: paymentId, RebillId: card.rebillId });
      return outcomeOf(payment, paymentId, answer.Status ?? (answer.Success ? 'UNKNOWN' : 'REJECTED'));
    },

    async state(payment) {
      const answer = succeeded('GetState', await call('GetState', { PaymentId: payment.providerPaymentId }));
      return outcomeOf(payment, payment.providerPaymentId!, answer.Status ?? 'UNKNOWN');
    },

    async release(payment) {
      succeeded('Cancel', await call('Cancel', { PaymentId: payment.providerPaymentId }));
    },
  };
}
