import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../plugins/auth.js';
import type { CheckoutCustomer } from './order-provider.js';

/** The signed-in user as a provider's checkout needs them: receipt contact and page language. */
export function checkoutCustomerOf(request: FastifyRequest): CheckoutCustomer {
  const user = currentUser(request);
  return { userId: user.id, email: user.email, phone: user.phoneNumber, locale: request.locale };
}
