import {
  API, detailSchema, idSchema, languageSchema, narrationSchema, questionSchema, taleCreateSchema, taleDetailSchema, taleSchema, taleSummarySchema,
} from '@skazka/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { authErrors, ownedErrors, security, validationErrorSchema } from '../../lib/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { sendEventStream } from './event-stream.js';
import { talePresenter } from './presenter.js';
import { printGate } from './print-gate.js';
import { talesRepository } from './repository.js';
import { isFinished, talesService } from './service.js';
import { taleChanges } from './wait-for-tale.js';

const tags = ['tales'];
const idParams = z.object({ id: idSchema });

const talesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tales = talesService(app);
  const repo = talesRepository(app.db);
  const present = talePresenter(app.storage);
  const prints = printGate(app.config.PRINT_CONCURRENCY);

  /** The demo tales are open to all (the visitors' /story/demo); any other tale only to its owner. */
  async function readable(request: FastifyRequest, id: number) {
    const row = await repo.find(id);
    if (row && row.userId === null) return row;
    await app.authenticate(request);
    if (!row || row.userId !== currentUser(request).id) throw notFound();
    return row;
  }

  app.withTypeProvider<ZodTypeProvider>().get(API.taleExample, {
    schema: { tags, summary: 'The demo tale in the ark-language language (no login)', response: { 200: taleSchema, 503: detailSchema } },
  }, async (request) => tales.demo(request.locale));

  app.withTypeProvider<ZodTypeProvider>().get('/api/tale/:id/audio_speech/', {
    schema: {
      tags, summary: 'The narration with the time each page starts', security, params: idParams,
      querystring: z.object({ lang: languageSchema.optional() }),
      response: { 200: narrationSchema, 400: validationErrorSchema, ...ownedErrors },
    },
  }, async (request) => tales.narration(await readable(request, request.params.id), request.query.lang));

  app.withTypeProvider<ZodTypeProvider>().get('/api/tale/:id/question/', {
    schema: {
      tags, summary: 'One question page (pages from 1)', security, params: idParams,
      querystring: z.object({ page: z.coerce.number().int().min(1).max(1000) }),
      response: { 200: questionSchema, 400: validationErrorSchema, ...ownedErrors },
    },
  }, async (request) => tales.question(await readable(request, request.params.id), request.query.page));

  app.withTypeProvider<ZodTypeProvider>().get('/api/tale/:id/print/', {
    schema: {
      tags, summary: 'The A5 picture book (PDF)', security, params: idParams, produces: ['application/pdf'],
      response: { 200: z.any().describe('application/pdf'), ...ownedErrors, 409: detailSchema, 503: detailSchema },
    },
  }, async (request, reply) => {
    const row = await readable(request, request.params.id);
    if (!row.printKey) throw new AppError('taleNotReady', 409);
    const leave = prints.tryEnter();
    if (!leave) throw new AppError('serversOverloaded', 503);
    try {
      const pdf = await app.storage.get(row.printKey);
      if (!pdf) throw notFound();
      const name = (row.title || 'skazka').replace(/["\\\r\n]/g, '');
      reply.raw.once('close', leave);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="tale-${row.id}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}.pdf`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    } catch (error) {
      leave();
      throw error;
    }
  });

  app.register(async (plain) => {
    const auth = plain.withTypeProvider<ZodTypeProvider>();
    auth.addHook('preHandler', app.authenticate);

    auth.get(API.tales, {
      schema: { tags, summary: "The user's tales, newest first", security, response: { 200: z.array(taleSummarySchema), ...authErrors } },
    }, async (request) => tales.list(currentUser(request).id));

    auth.post(API.tales, {
      schema: {
        tags, summary: 'Ask for a tale (made in the background)', security, body: taleCreateSchema,
        response: { 201: taleSummarySchema, 400: validationErrorSchema, 402: detailSchema, 429: detailSchema, ...authErrors },
      },
    }, async (request, reply) => reply.code(201).send(await tales.create(currentUser(request).id, request.body)));

    auth.get('/api/tale/:id/', {
      schema: { tags, summary: 'A tale with its status and progress', security, params: idParams, response: { 200: taleDetailSchema, ...ownedErrors } },
    }, async (request) => tales.detail(currentUser(request).id, request.params.id));

    auth.get('/api/tale/:id/events/', {
      schema: { tags, summary: 'text/event-stream of the tale on every change, ending at ready or failed', security, params: idParams, produces: ['text/event-stream'], response: ownedErrors },
    }, async (request, reply) => {
      const { id } = await tales.owned(currentUser(request).id, request.params.id);
      await sendEventStream(request, reply, app.closing, async function* (signal) {
        for await (const row of taleChanges(app, id, signal)) {
          if (!row) return;
          yield await present.detail(row);
          if (isFinished(row)) return;
        }
      });
    });

    auth.post('/api/tale/:id/retry/', {
      schema: { tags, summary: 'Resume a failed tale from the stage that failed', security, params: idParams, response: { 202: taleSummarySchema, 409: detailSchema, ...ownedErrors } },
    }, async (request, reply) => reply.code(202).send(await tales.retry(currentUser(request).id, request.params.id)));

    auth.delete('/api/tale/:id/', {
      schema: { tags, summary: 'Delete a tale and all its media', security, params: idParams, response: { 204: z.null(), ...ownedErrors } },
    }, async (request, reply) => {
      await tales.remove(currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    });

    auth.get('/api/tale/:id/view/', {
      schema: { tags, summary: 'A ready tale to read', security, params: idParams, response: { 200: taleSchema, 409: detailSchema, ...ownedErrors } },
    }, async (request) => tales.view(currentUser(request).id, request.params.id));
  });
};

export default talesRoutes;
