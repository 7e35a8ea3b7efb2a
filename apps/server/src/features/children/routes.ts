import {
  API,
  avatarPresetSchema,
  childCreateSchema,
  childSchema,
  childUpdateSchema,
  detailSchema,
  idSchema,
  imageUrlSchema,
  newImageResultSchema,
  newImageSchema,
} from '@skazka/contract';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalidField } from '../../lib/app-error.js';
import { ownedErrors, routePattern, security, validationErrorSchema } from '../../lib/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { runDuePurges } from '../../storage/media-purges.js';
import { AVATAR_ROUTE, renderAvatar } from '../../lib/avatars.js';
import { childrenRepository } from './repository.js';
import { childrenService } from './service.js';

const tags = ['children'];

/**
 * The bytes of the form's `file` part. A missing, empty or malformed part asks for a
 * file; one over the size limit is refused even when the limit fell on a chunk boundary,
 * where @fastify/multipart ends the stream cut short without throwing.
 */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer;
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw invalidField('file', 'fileRequired');
    bytes = await file.toBuffer();
    if (file.file.truncated) throw new AppError('fileTooLarge', 413);
  } catch (error) {
    // Fastify's own refusals (413, 415) carry their status; the parser's errors on a malformed body do not.
    if (error instanceof AppError || (error as FastifyError).statusCode) throw error;
    throw invalidField('file', 'fileRequired');
  }
  if (bytes.length === 0) throw invalidField('file', 'fileRequired');
  return bytes;
}

const idParams = z.object({ id: idSchema });

const childrenRoutes: FastifyPluginAsyncZod = async (app) => {
  const children = childrenService(childrenRepository(app.db), app.storage, {
    maxImagePixels: app.config.UPLOAD_MAX_PIXELS,
    purge: () => runDuePurges(app.db, app.storage),
    lateWritesS: app.config.TALE_STAGE_TIMEOUT_S + app.config.TALE_LEASE_S,
  });

  // An avatar's id names its whole look: public art, the same for everyone, no login, long caching.
  app.get(
    `${AVATAR_ROUTE}:file`,
    { schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
    async (request, reply) => {
      const svg = renderAvatar(request.params.file);
      if (!svg) return reply.callNotFound();
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
    },
  );

  app.register(async (plain) => {
    const auth = plain.withTypeProvider<ZodTypeProvider>();
    auth.addHook('preHandler', app.authenticate);

    auth.get(
      API.children,
      {
        schema: {
          tags,
          summary: "The user's children, oldest first",
          security,
          response: { 200: z.array(childSchema), ...ownedErrors },
        },
      },
      async (request) => children.list(currentUser(request).id),
    );

    auth.post(
      API.children,
      {
        schema: {
          tags,
          summary: 'Add a child',
          security,
          body: childCreateSchema,
          response: { 201: childSchema, 400: validationErrorSchema, ...ownedErrors },
        },
      },
      async (request, reply) => reply.code(201).send(await children.create(currentUser(request).id, request.body)),
    );

    auth.patch(
      routePattern(API.child),
      {
        schema: {
          tags,
          summary: 'Change a child',
          security,
          params: idParams,
          body: childUpdateSchema,
          response: { 200: childSchema, 400: validationErrorSchema, ...ownedErrors },
        },
      },
      async (request) => children.update(currentUser(request).id, request.params.id, request.body),
    );

    auth.delete(
      routePattern(API.child),
      {
        schema: {
          tags,
          summary: 'Delete a child with its photos and the tales that star it, with their media',
          security,
          params: idParams,
          response: { 204: z.null(), ...ownedErrors },
        },
      },
      async (request, reply) => {
        await children.remove(currentUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    auth.post(
      routePattern(API.childUpload),
      {
        schema: {
          tags,
          summary: 'Upload a photo (multipart field "file"; JPEG, PNG, WebP or HEIC, at most 5 MB)',
          security,
          params: idParams,
          consumes: ['multipart/form-data'],
          response: {
            200: imageUrlSchema,
            400: validationErrorSchema,
            413: detailSchema,
            415: detailSchema,
            ...ownedErrors,
          },
        },
      },
      async (request) => {
        const { id } = currentUser(request);
        await children.owned(id, request.params.id);
        return { image_url: await children.uploadPhoto(id, request.params.id, await uploadedFile(request)) };
      },
    );

    auth.get(
      routePattern(API.avatarPresets),
      {
        schema: {
          tags,
          summary: 'Ready looks fitting a child, each drawn as the tales draw the hero',
          security,
          params: idParams,
          response: { 200: z.array(avatarPresetSchema), ...ownedErrors },
        },
      },
      async (request) => children.presets(currentUser(request).id, request.params.id),
    );

    auth.post(
      API.newImage,
      {
        schema: {
          tags,
          summary: "Draw a new look for a child: skin and hair from the child's photo when there is one",
          security,
          body: newImageSchema,
          response: { 200: newImageResultSchema, 400: validationErrorSchema, ...ownedErrors },
        },
      },
      async (request) => children.newAvatar(currentUser(request).id, request.body.child),
    );
  });
};

export default childrenRoutes;
