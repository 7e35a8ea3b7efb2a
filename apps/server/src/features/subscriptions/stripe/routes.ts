import { API, checkoutUrlSchema, clientSecretSchema, detailSchema, planRequestSchema } from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { authErrors, security, validationErrorSchema } from '../../../lib/route-helpers.js';
import { checkoutCustomerOf } from '../checkout-customer.js';
import type { StripeBilling } from './stripe-billing.js';

const tags = ['subscription'];

/** Stripe's checkout calls (503 without keys) and, with keys, its signed webhook. */
export function stripeRoutes(billing: StripeBilling | null): FastifyPluginAsyncZod {
  return async (app) => {
    const configured = () => {
      if (!billing) throw new AppError('providerUnavailable', 503);
      return billing;
    };
    const errors = { 400: validationErrorSchema, 409: detailSchema, 503: detailSchema, ...authErrors };

    app.post(
      API.stripeCheckout,
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'A hosted Stripe Checkout page',
          security,
          body: planRequestSchema,
          response: { 200: checkoutUrlSchema, ...errors },
        },
      },
      async (request) => {
        const session = await configured().checkout(checkoutCustomerOf(request), request.body.plan, 'hosted_page');
        return { url: session.url! };
      },
    );

    app.post(
      API.stripeEmbeddedCheckout,
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: 'An embedded Stripe Checkout',
          security,
          body: planRequestSchema,
          response: { 200: clientSecretSchema, ...errors },
        },
      },
      async (request) => {
        const session = await configured().checkout(checkoutCustomerOf(request), request.body.plan, 'embedded_page');
        return { client_secret: session.client_secret! };
      },
    );

    if (!billing) return;
    // The signature covers the exact bytes Stripe sent: this route keeps the body raw.
    await app.register(async (webhook) => {
      webhook.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
        (_request, body, done) => done(null, body),
      );
      webhook.post(
        API.stripeWebhook,
        {
          schema: {
            tags,
            summary: 'Stripe events, signed',
            response: { 200: z.object({ received: z.literal(true) }), 400: detailSchema },
          },
        },
        async (request) => {
          await billing.handleWebhook(
            request.body as Buffer,
            request.headers['stripe-signature'] as string | undefined,
          );
          return { received: true as const };
        },
      );
    });
  };
}
