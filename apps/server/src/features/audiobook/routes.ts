import { API, detailSchema, idSchema, message } from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { authorizeRead } from '../../lib/policies.js';
import { ownedErrors, security, signedIn } from '../../lib/route-helpers.js';
import { audiobook } from './audiobook.js';
import { audiobookRepository } from './repository.js';

/** The narration as one MP3 to keep (the car, a player with no network): its title, cover and a chapter a page. */
const audiobookRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = audiobookRepository(app.db);

  app.get(
    API.taleAudiobook(':id'),
    {
      schema: {
        tags: ['tales'],
        summary: 'The narration as an MP3 with ID3 title, cover and a chapter per page',
        security,
        params: z.object({ id: idSchema }),
        produces: ['audio/mpeg'],
        response: { 200: z.any().describe('audio/mpeg'), ...ownedErrors, 409: detailSchema },
      },
    },
    async (request, reply) => {
      // The demo tales are open to all; any other only to its owner.
      const row = await authorizeRead(await repo.find(request.params.id), signedIn(app, request));
      if (!row.narration) throw new AppError('noNarration', 409);
      const mp3 = await audiobook(app.storage, row, message('audiobookPage', row.language));
      const name = (row.title || 'skazka').replace(/["\\\r\n]/g, '');
      return reply
        .type('audio/mpeg')
        .header(
          'content-disposition',
          `attachment; filename="tale-${row.id}.mp3"; filename*=UTF-8''${encodeURIComponent(name)}.mp3`,
        )
        .header('cache-control', 'private, no-store')
        .send(mp3);
    },
  );
};

export default audiobookRoutes;
