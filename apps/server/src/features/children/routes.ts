import {
  API, avatarPresetSchema, childCreateSchema, childSchema, childUpdateSchema, detailSchema, idSchema, imageUrlSchema, newImageSchema,
} from '@skazka/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidField } from '../../lib/app-error.js';
import { ownedErrors, security, validationErrorSchema } from '../../lib/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { AVATAR_ROUTE, renderAvatar } from './avatars.js';
import { childrenRepository } from './repository.js';
import { childrenService } from './service.js';

const tags = ['children'];
const idParams = z.object({ id: idSchema });

const childrenRoutes: FastifyPluginAsyncZod = async (app) => {
  const children = childrenService(childrenRepository(app.db), app.storage);

  // Preset avatars are public art, the same for everyone: no login, long caching.
  app.get(`${AVATAR_ROUTE}:file`, { schema: { hide: true, params: z.object({ file: z.string().max(40) }) } }, async (request, reply) => {
    const svg = renderAvatar(request.params.file.replace(/\.svg$/, ''));
    if (!svg) return reply.callNotFound();
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
  });

  app.register(async (plain) => {
    const auth = plain.withTypeProvider<ZodTypeProvider>();
    auth.addHook('preHandler', app.authenticate);

    auth.get(API.children, {
      schema: { tags, summary: "The user's children, oldest first", security, response: { 200: z.array(childSchema), ...ownedErrors } },
    }, async (request) => children.list(currentUser(request).id));

    auth.post(API.children, {
      schema: { tags, summary: 'Add a child', security, body: childCreateSchema, response: { 201: childSchema, 400: validationErrorSchema, ...ownedErrors } },
    }, async (request, reply) => reply.code(201).send(await children.create(currentUser(request).id, request.body)));

    auth.patch('/api/child/:id/', {
      schema: { tags, summary: 'Change a child', security, params: idParams, body: childUpdateSchema, response: { 200: childSchema, 400: validationErrorSchema, ...ownedErrors } },
    }, async (request) => children.update(currentUser(request).id, request.params.id, request.body));

    auth.delete('/api/child/:id/', {
      schema: { tags, summary: 'Delete a child and its photo files', security, params: idParams, response: { 204: z.null(), ...ownedErrors } },
    }, async (request, reply) => {
      await children.remove(currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    });

    auth.post('/api/child/:id/upload_image/', {
      schema: {
        tags, summary: 'Upload a photo (multipart field "file"; JPEG, PNG, WebP or HEIC, at most 5 MB)', security, params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: imageUrlSchema, 400: validationErrorSchema, 413: detailSchema, 415: detailSchema, ...ownedErrors },
      },
    }, async (request) => {
      const { id } = currentUser(request);
      await children.owned(id, request.params.id);
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw invalidField('file', 'fileRequired');
      return { image_url: await children.uploadPhoto(id, request.params.id, await file.toBuffer()) };
    });

    auth.get('/api/link/:id/', {
      schema: { tags, summary: 'Preset avatars fitting a child', security, params: idParams, response: { 200: z.array(avatarPresetSchema), ...ownedErrors } },
    }, async (request) => children.presets(currentUser(request).id, request.params.id));

    auth.post(API.newImage, {
      schema: { tags, summary: 'Draw a new avatar for a child', security, body: newImageSchema, response: { 200: imageUrlSchema, 400: validationErrorSchema, ...ownedErrors } },
    }, async (request) => ({ image_url: await children.newAvatar(currentUser(request).id, request.body.child) }));
  });
};

export default childrenRoutes;
