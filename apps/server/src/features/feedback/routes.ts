import { API, feedbackSchema } from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { ownedErrors, security, validationErrorSchema } from '../../lib/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { feedbackRepository } from './repository.js';

const feedbackCreatedSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  tale: z.number().int().nullable(),
});

const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = feedbackRepository(app.db);
  app.post(
    API.feedback,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['feedback'],
        summary: 'Rate the service or a tale, with an optional note',
        security,
        body: feedbackSchema,
        response: { 201: feedbackCreatedSchema, 400: validationErrorSchema, ...ownedErrors },
      },
    },
    async (request, reply) => {
      const { rating, text, tale } = request.body;
      const userId = currentUser(request).id;
      // Another user's tale is answered as an unknown one: the note says nothing about whether it exists.
      if (tale != null && !(await repo.ownsTale(userId, tale))) throw notFound();
      return reply.code(201).send(await repo.create({ userId, rating, text, taleId: tale ?? null }));
    },
  );
};

export default feedbackRoutes;
