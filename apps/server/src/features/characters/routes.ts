import { API, characterSchema, characterWriteSchema, idSchema } from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { ownedErrors, security, validationErrorSchema } from '../../lib/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { charactersRepository } from './repository.js';

const tags = ['characters'];
const idParams = z.object({ id: idSchema });

/** A character (the child's friend in tales) is just a name; no rules beyond ownership. */
const charactersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = charactersRepository(app.db);
  app.addHook('preHandler', app.authenticate);

  app.get(API.characters, {
    schema: { tags, summary: "The user's characters", security, response: { 200: z.array(characterSchema), ...ownedErrors } },
  }, async (request) => repo.list(currentUser(request).id));

  app.post(API.characters, {
    schema: { tags, summary: 'Add a character', security, body: characterWriteSchema, response: { 201: characterSchema, 400: validationErrorSchema, ...ownedErrors } },
  }, async (request, reply) => reply.code(201).send(await repo.create(currentUser(request).id, request.body.name)));

  app.patch('/api/character/:id/', {
    schema: { tags, summary: 'Rename a character', security, params: idParams, body: characterWriteSchema, response: { 200: characterSchema, 400: validationErrorSchema, ...ownedErrors } },
  }, async (request) => (await repo.rename(currentUser(request).id, request.params.id, request.body.name)) ?? Promise.reject(notFound()));

  app.delete('/api/character/:id/', {
    schema: { tags, summary: 'Delete a character', security, params: idParams, response: { 204: z.null(), ...ownedErrors } },
  }, async (request, reply) => {
    if (!(await repo.remove(currentUser(request).id, request.params.id))) throw notFound();
    return reply.code(204).send(null);
  });
};

export default charactersRoutes;
