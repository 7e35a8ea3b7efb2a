import {
  API,
  detailSchema,
  idSchema,
  languageSchema,
  narrationSchema,
  questionSchema,
  shareLinkSchema,
  sharedTaleSchema,
} from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownedErrors, routePattern, security, validationErrorSchema } from '../../lib/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { sharingService } from './service.js';

const tags = ['sharing'];
const idParams = z.object({ id: idSchema });
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const missing = { 404: detailSchema };

const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const sharing = sharingService(app);

  app.post(
    routePattern(API.taleShare),
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'A new read-only link to the tale for family, no account needed',
        security,
        params: idParams,
        response: { 201: shareLinkSchema, ...ownedErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await sharing.create(currentUser(request).id, request.params.id)),
  );

  app.delete(
    routePattern(API.taleShare),
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Stop every share link of the tale at once',
        security,
        params: idParams,
        response: { 204: z.null(), ...ownedErrors },
      },
    },
    async (request, reply) => {
      await sharing.stop(currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    routePattern(API.shared, 'token'),
    {
      schema: {
        tags,
        summary: "The shared tale, without the hero's birthday and photo (no login)",
        params: tokenParams,
        response: { 200: sharedTaleSchema, ...missing },
      },
    },
    async (request) => sharing.tale(request.params.token),
  );

  app.get(
    routePattern(API.sharedAudio, 'token'),
    {
      schema: {
        tags,
        summary: "The shared tale's narration (no login)",
        params: tokenParams,
        querystring: z.object({ lang: languageSchema.optional() }),
        response: { 200: narrationSchema, 400: validationErrorSchema, ...missing },
      },
    },
    async (request) => sharing.narration(request.params.token, request.query.lang),
  );

  app.get(
    routePattern(API.sharedQuestion, 'token'),
    {
      schema: {
        tags,
        summary: 'One question of the shared tale (pages from 1, no login)',
        params: tokenParams,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(1000) }),
        response: { 200: questionSchema, 400: validationErrorSchema, ...missing },
      },
    },
    async (request) => sharing.question(request.params.token, request.query.page),
  );
};

export default sharingRoutes;
