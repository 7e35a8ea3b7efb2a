import { API, feedbackSchema } from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedback } from '../../db/schema/index.js';
import { authErrors, security, validationErrorSchema } from '../../lib/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';

const feedbackCreatedSchema = z.object({ id: z.number().int(), rating: z.number().int(), text: z.string(), tale: z.number().int().nullable() });

const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(API.feedback, {
    preHandler: app.authenticate,
    schema: { tags: ['feedback'], summary: 'Rate the service or a tale, with an optional note', security, body: feedbackSchema, response: { 201: feedbackCreatedSchema, 400: validationErrorSchema, ...authErrors } },
  }, async (request, reply) => {
    const { rating, text, tale } = request.body;
    const [row] = await app.db.insert(feedback).values({ userId: currentUser(request).id, rating, text, taleId: tale ?? null })
      .returning({ id: feedback.id, rating: feedback.rating, text: feedback.text, tale: feedback.taleId });
    return reply.code(201).send(row!);
  });
};

export default feedbackRoutes;
