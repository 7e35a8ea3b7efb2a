import { API } from '@skazka/contract';
import type { OrderProvider } from '../order-provider.js';

/**
 * The provider of a fresh install: its checkout is the server's own test page, and
 * renewals always succeed. No card, no money.
 */
export function sandboxProvider(publicUrl: string): OrderProvider {
  return {
    name: 'sandbox',
    trialAmount: 0,
    async checkout(payment, customer) {
      return { url: `${publicUrl}${API.sandboxCheckout(payment.orderId)}?lang=${customer.locale}` };
    },
    async charge(payment) {
      return {
        provider: 'sandbox',
        eventId: `${payment.orderId}:confirmed`,
        orderId: payment.orderId,
        status: 'confirmed',
      };
    },
  };
}
