import { API, withoutControlCharacters } from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import { validationErrorSchema } from '../../../lib/route-helpers.js';
import type { SubscriptionsService } from '../service.js';
import { outcomeStatus } from './tinkoff-provider.js';
import { validTinkoffToken } from './tinkoff-token.js';

const text = () => withoutControlCharacters(z.string());
const notificationSchema = z
  .object({
    TerminalKey: text(),
    OrderId: text(),
    Status: text(),
    PaymentId: z.union([text(), z.number()]),
    RebillId: z.union([text(), z.number()]).optional(),
    Token: text(),
  })
  .loose();

/**
 * T-Bank's notifications: trusted only with our terminal's key and a valid Token,
 * applied once per payment and status, answered `OK` so T-Bank stops resending.
 */
export function tinkoffRoutes(service: SubscriptionsService): FastifyPluginAsyncZod {
  return async (app) => {
    const { TINKOFF_TERMINAL_KEY, TINKOFF_PASSWORD } = app.config;
    app.post(
      API.tinkoffNotification,
      {
        schema: {
          tags: ['subscription'],
          summary: 'T-Bank payment notification, signed by its Token',
          body: notificationSchema,
          response: { 200: z.literal('OK'), 400: validationErrorSchema },
        },
      },
      async (request, reply) => {
        const note = request.body;
        if (note.TerminalKey !== TINKOFF_TERMINAL_KEY || !validTinkoffToken(note, TINKOFF_PASSWORD!))
          throw new AppError('paymentSignatureInvalid', 400);
        const paymentId = String(note.PaymentId);
        const result = await service.applyOutcome({
          provider: 'tinkoff',
          eventId: `${paymentId}:${note.Status}`,
          orderId: note.OrderId,
          status: outcomeStatus(note.Status),
          providerPaymentId: paymentId,
          ...(note.RebillId !== undefined ? { rebillId: String(note.RebillId) } : {}),
        });
        if (result === 'unknown')
          request.log.warn({ orderId: note.OrderId }, 'tinkoff notification for an unknown order');
        return reply.type('text/plain; charset=utf-8').send('OK');
      },
    );
  };
}
