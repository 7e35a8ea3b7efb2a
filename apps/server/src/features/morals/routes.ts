import { API, moralSchema } from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moralsRepository } from './repository.js';

const moralsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = moralsRepository(app.db);
  await repo.seed();

  app.get(
    API.morals,
    {
      schema: {
        tags: ['morals'],
        summary: 'Morals a tale can teach, in the ark-language language',
        response: { 200: z.array(moralSchema) },
      },
    },
    async (request) =>
      (await repo.list()).map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name[request.locale],
        description: row.description[request.locale],
      })),
  );
};

export default moralsRoutes;
