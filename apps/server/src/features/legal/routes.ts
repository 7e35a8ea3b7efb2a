import { API, LEGAL_DOCS, detailSchema, legalDocSchema } from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { legalDocuments } from './documents.js';

/** The privacy policy, the offer and the personal-data consent, readable by anyone. */
const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const documents = legalDocuments(app.config);
  app.get(
    API.legal(':doc'),
    {
      schema: {
        tags: ['legal'],
        summary: 'A legal text in the ark-language language (no login)',
        params: z.object({ doc: z.enum(LEGAL_DOCS) }),
        response: { 200: legalDocSchema, 404: detailSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600').header('vary', 'ark-language');
      return documents(request.params.doc, request.locale);
    },
  );
};

export default legalRoutes;
