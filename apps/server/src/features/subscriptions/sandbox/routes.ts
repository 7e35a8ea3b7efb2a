import { API, LOCALES, type Locale } from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { routePattern } from '../../../lib/route-helpers.js';
import { priceOf } from '../plans.js';
import { subscriptionsRepository as repo } from '../repository.js';
import type { SubscriptionsService } from '../service.js';
import { sandboxPage } from './sandbox-page.js';

const params = z.object({ orderId: z.string().regex(/^[\w-]{16,64}$/) });
const query = z.object({ lang: z.enum(LOCALES).optional() });

/**
 * The sandbox's checkout page. The order id in the path is the only key (the browser
 * arrives without the API token), so it is long and random. Its buttons send the
 * sandbox's notification through the same path as a real provider's.
 */
export function sandboxRoutes(service: SubscriptionsService): FastifyPluginAsyncZod {
  return async (app) => {
    const { PUBLIC_URL } = app.config;
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const pathOf = (orderId: string, locale: Locale) => `${API.sandboxCheckout(orderId)}?lang=${locale}`;
    const route = routePattern(API.sandboxCheckout, 'orderId');
    const schema = { hide: true, params, querystring: query };

    async function sandboxPayment(orderId: string) {
      const payment = await repo.findPayment(app.db, orderId);
      if (!payment || payment.provider !== 'sandbox') throw new AppError('notFound', 404);
      return payment;
    }

    app.get(route, { schema }, async (request, reply) => {
      const payment = await sandboxPayment(request.params.orderId);
      const locale = request.query.lang ?? request.locale;
      const price = priceOf(app.config, 'sandbox', payment.plan);
      const html = sandboxPage({
        locale,
        plan: payment.plan,
        ...price,
        trial: payment.kind === 'trial',
        done: payment.status !== 'new',
        formAction: pathOf(payment.orderId, locale),
      });
      return (
        reply
          .header('cache-control', 'no-store')
          // After the form the browser follows a redirect to the web app, which may live on another origin.
          .header(
            'content-security-policy',
            `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(PUBLIC_URL).origin}; frame-ancestors 'none'`,
          )
          .type('text/html; charset=utf-8')
          .send(html)
      );
    });

    app.post(
      route,
      {
        schema: { ...schema, body: z.object({ decision: z.enum(['confirm', 'decline']) }) },
      },
      async (request, reply) => {
        const { orderId } = await sandboxPayment(request.params.orderId);
        const confirmed = request.body.decision === 'confirm';
        const status = confirmed ? 'confirmed' : 'rejected';
        // Settled before the redirect, so the page the browser lands on already shows it.
        await service.applyOutcome({ provider: 'sandbox', eventId: `${orderId}:${status}`, orderId, status });
        return reply.redirect(`${PUBLIC_URL}/subscription?${confirmed ? 'paid=1' : 'declined=1'}`, 303);
      },
    );
  };
}
