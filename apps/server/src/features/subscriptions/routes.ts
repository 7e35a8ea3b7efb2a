import {
  API,
  detailSchema,
  paymentSchema,
  paymentUrlSchema,
  planOfferSchema,
  planRequestSchema,
  subscriptionSchema,
  tinkoffAmountSchema,
} from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrors, security, validationErrorSchema } from '../../lib/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { checkoutCustomerOf } from './checkout-customer.js';
import { configuredProviders, planOffers, rubleAmounts } from './plans.js';
import { stripeBillingOf, subscriptionsServiceOf } from './providers.js';
import { sandboxRoutes } from './sandbox/routes.js';
import { stripeRoutes } from './stripe/routes.js';
import { tinkoffRoutes } from './tinkoff/routes.js';

const tags = ['subscription'];

const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = subscriptionsServiceOf(app);
  const stripe = stripeBillingOf(app, service);
  const providers = configuredProviders(app.config);
  // Fixed by the configuration: worked out once, not on every request.
  const offers = planOffers(app.config);
  const authed = { preHandler: app.authenticate };

  app.get(
    API.plans,
    {
      schema: { tags, summary: 'Plans of the configured providers', response: { 200: z.array(planOfferSchema) } },
    },
    async () => offers,
  );

  app.get(
    API.tinkoffAmount,
    {
      schema: { tags, summary: 'Rouble prices in kopecks', response: { 200: tinkoffAmountSchema } },
    },
    async () => rubleAmounts(app.config),
  );

  app.get(
    API.subscription,
    {
      ...authed,
      schema: {
        tags,
        summary: 'The signed-in user’s subscription',
        security,
        response: { 200: subscriptionSchema, ...authErrors },
      },
    },
    async (request) => service.get(currentUser(request).id),
  );

  app.get(
    API.payments,
    {
      ...authed,
      schema: {
        tags,
        summary: 'The signed-in user’s payments and renewals, newest first (Stripe bills itself: none listed)',
        security,
        response: { 200: z.array(paymentSchema), ...authErrors },
      },
    },
    async (request) => service.payments(currentUser(request).id),
  );

  app.post(
    API.subscription,
    {
      ...authed,
      schema: {
        tags,
        summary: 'Start a checkout with the Russian provider (the sandbox without keys)',
        security,
        body: planRequestSchema,
        response: {
          200: paymentUrlSchema,
          400: validationErrorSchema,
          409: detailSchema,
          503: detailSchema,
          ...authErrors,
        },
      },
    },
    async (request) => {
      return { payment_url: await service.checkout(checkoutCustomerOf(request), request.body.plan) };
    },
  );

  app.post(
    API.cancelSubscription,
    {
      ...authed,
      schema: {
        tags,
        summary: 'Stop renewals; access lasts to end_date',
        security,
        response: { 200: subscriptionSchema, 409: detailSchema, ...authErrors },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      return (await service.get(id)).provider === 'stripe' && stripe ? stripe.cancel(id) : service.cancelLocally(id);
    },
  );

  await app.register(stripeRoutes(stripe));
  if (providers.includes('tinkoff')) await app.register(tinkoffRoutes(service));
  if (providers.includes('sandbox')) await app.register(sandboxRoutes(service));
};

export default subscriptionRoutes;
