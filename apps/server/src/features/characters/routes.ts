import {
  API,
  type CharacterKind,
  type Locale,
  characterSchema,
  characterUpdateSchema,
  characterWriteSchema,
  idSchema,
} from '@skazka/contract';
import { guessKind } from '@skazka/storyteller';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { authorize } from '../../lib/policies.js';
import { ownedErrors, routePattern, security, validationErrorSchema } from '../../lib/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { charactersRepository } from './repository.js';

const tags = ['characters'];
const idParams = z.object({ id: idSchema });

/** A character made before kinds existed is shown as the storyteller's guess, which the parent may correct. */
const withKind = (locale: Locale) => (row: { id: number; name: string; kind: CharacterKind | null }) => ({
  ...row,
  kind: row.kind ?? guessKind(row.name, locale),
});

/** A character (the child's friend in tales) is a name and what it is; no rules beyond ownership. */
const charactersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = charactersRepository(app.db);
  app.addHook('preHandler', app.authenticate);

  app.get(
    API.characters,
    {
      schema: {
        tags,
        summary: "The user's characters",
        security,
        response: { 200: z.array(characterSchema), ...ownedErrors },
      },
    },
    async (request) => (await repo.list(currentUser(request).id)).map(withKind(request.locale)),
  );

  app.post(
    API.characters,
    {
      schema: {
        tags,
        summary: 'Add a character; without a kind it gets the guess from its name',
        security,
        body: characterWriteSchema,
        response: { 201: characterSchema, 400: validationErrorSchema, ...ownedErrors },
      },
    },
    async (request, reply) => {
      const { name, kind } = request.body;
      return reply
        .code(201)
        .send(await repo.create(currentUser(request).id, name, kind ?? guessKind(name, request.locale)));
    },
  );

  app.patch(
    routePattern(API.character),
    {
      schema: {
        tags,
        summary: 'Rename a character or say what it is',
        security,
        params: idParams,
        body: characterUpdateSchema,
        response: { 200: characterSchema, 400: validationErrorSchema, ...ownedErrors },
      },
    },
    async (request) => {
      const found = authorize(currentUser(request).id, 'change', await repo.find(request.params.id));
      const { name, kind } = request.body;
      const row = name === undefined && kind === undefined ? found : await repo.update(found.id, { name, kind });
      return row ? withKind(request.locale)(row) : Promise.reject(notFound());
    },
  );

  app.delete(
    routePattern(API.character),
    {
      schema: {
        tags,
        summary: 'Delete a character',
        security,
        params: idParams,
        response: { 204: z.null(), ...ownedErrors },
      },
    },
    async (request, reply) => {
      const { id } = authorize(currentUser(request).id, 'change', await repo.find(request.params.id));
      if (!(await repo.remove(id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};

export default charactersRoutes;
