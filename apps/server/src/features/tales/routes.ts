import {
  API,
  detailSchema,
  idSchema,
  LIMITS,
  languageSchema,
  narrationSchema,
  questionSchema,
  taleCreateSchema,
  taleDetailSchema,
  taleSchema,
  taleSummarySchema,
  taleUpdateSchema,
} from '@skazka/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrors, ownedErrors, security, signedIn, validationErrorSchema } from '../../lib/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { sendEventStream, streamsPerUser } from './event-stream.js';
import { talesService } from './service.js';

const tags = ['tales'];
const idParams = z.object({ id: idSchema });

const talesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tales = talesService(app);
  app.makeMissingMedia(tales.printPictureOnRequest);
  const withinStreamLimit = streamsPerUser(LIMITS.eventStreamsPerUser);
  const readable = (request: FastifyRequest & { params: { id: number } }) =>
    tales.readable(request.params.id, signedIn(app, request));

  app.withTypeProvider<ZodTypeProvider>().get(
    API.taleExample,
    {
      schema: {
        tags,
        summary: 'The demo tale in the ark-language language (no login)',
        response: { 200: taleSchema, 503: detailSchema },
      },
    },
    async (request) => tales.demo(request.locale),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    API.taleAudio(':id'),
    {
      schema: {
        tags,
        summary: 'The narration with the time each page starts',
        security,
        params: idParams,
        querystring: z.object({ lang: languageSchema.optional() }),
        response: { 200: narrationSchema, 400: validationErrorSchema, ...ownedErrors },
      },
    },
    async (request) => tales.narration(await readable(request), request.query.lang),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    API.taleQuestion(':id'),
    {
      schema: {
        tags,
        summary: 'One question page (pages from 1)',
        security,
        params: idParams,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(1000) }),
        response: { 200: questionSchema, 400: validationErrorSchema, ...ownedErrors },
      },
    },
    async (request) => tales.question(await readable(request), request.query.page),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    API.talePrint(':id'),
    {
      schema: {
        tags,
        summary: 'The A5 picture book (PDF), made on its first request',
        security,
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...ownedErrors, 409: detailSchema, 503: detailSchema },
      },
    },
    async (request, reply) => {
      const { pdf, name } = await tales.print(await readable(request));
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="tale-${request.params.id}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}.pdf`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.register(async (plain) => {
    const auth = plain.withTypeProvider<ZodTypeProvider>();
    auth.addHook('preHandler', app.authenticate);

    auth.get(
      API.tales,
      {
        schema: {
          tags,
          summary: "The user's tales, newest first",
          security,
          response: { 200: z.array(taleSummarySchema), ...authErrors },
        },
      },
      async (request) => tales.list(currentUser(request).id),
    );

    auth.post(
      API.tales,
      {
        schema: {
          tags,
          summary: 'Ask for a tale (made in the background)',
          security,
          body: taleCreateSchema,
          response: {
            201: taleSummarySchema,
            400: validationErrorSchema,
            402: detailSchema,
            429: detailSchema,
            ...authErrors,
          },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await tales.create(currentUser(request).id, request.body, request.locale)),
    );

    auth.get(
      API.tale(':id'),
      {
        schema: {
          tags,
          summary: 'A tale with its status and progress',
          security,
          params: idParams,
          response: { 200: taleDetailSchema, ...ownedErrors },
        },
      },
      async (request) => tales.detail(currentUser(request).id, request.params.id),
    );

    auth.get(
      API.taleEvents(':id'),
      {
        schema: {
          tags,
          summary: 'text/event-stream of the tale on every change, ending at ready or failed',
          security,
          params: idParams,
          produces: ['text/event-stream'],
          response: ownedErrors,
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const events = await tales.eventsOf(userId, request.params.id);
        await withinStreamLimit(userId, (ended) =>
          sendEventStream(request, reply, AbortSignal.any([app.closing, ended]), events),
        );
      },
    );

    auth.post(
      API.taleRetry(':id'),
      {
        schema: {
          tags,
          summary: 'Resume a failed tale from the stage that failed',
          security,
          params: idParams,
          response: { 202: taleSummarySchema, 409: detailSchema, ...ownedErrors },
        },
      },
      async (request, reply) => reply.code(202).send(await tales.retry(currentUser(request).id, request.params.id)),
    );

    auth.patch(
      API.tale(':id'),
      {
        schema: {
          tags,
          summary: 'Mark a tale as a favourite or unmark it',
          security,
          params: idParams,
          body: taleUpdateSchema,
          response: { 200: taleSummarySchema, 400: validationErrorSchema, ...ownedErrors },
        },
      },
      async (request) => tales.update(currentUser(request).id, request.params.id, request.body),
    );

    auth.delete(
      API.tale(':id'),
      {
        schema: {
          tags,
          summary: 'Delete a tale and all its media',
          security,
          params: idParams,
          response: { 204: z.null(), ...ownedErrors },
        },
      },
      async (request, reply) => {
        await tales.remove(currentUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    auth.get(
      API.taleView(':id'),
      {
        schema: {
          tags,
          summary: 'A tale to read, once its text and pictures exist',
          security,
          params: idParams,
          response: { 200: taleSchema, 409: detailSchema, ...ownedErrors },
        },
      },
      async (request) => tales.view(currentUser(request).id, request.params.id),
    );
  });
};

export default talesRoutes;
