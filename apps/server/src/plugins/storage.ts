import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@skazka/contract';
import { z } from 'zod';
import { AppError } from '../lib/app-error.js';
import { parseRange } from '../storage/byte-range.js';
import { localStorage } from '../storage/local-storage.js';
import { s3Storage } from '../storage/s3-storage.js';
import { urlSigner } from '../storage/signed-url.js';
import { type Storage, contentTypeOf } from '../storage/storage.js';

/**
 * Makes a media file that is drawn only when first asked for (a tale's print-size picture), or
 * says it makes no such key (null). A `standIn` is served for now and not cached: the file itself
 * could not be made this time.
 */
export type MediaMaker = (key: string) => Promise<{ data: Uint8Array; standIn?: boolean } | null>;

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    /** Registers a maker for media the route does not find in storage. */
    makeMissingMedia(maker: MediaMaker): void;
  }
}

// A bad signature of any form answers 404, like a wrong one.
const signedQuery = z.object({ exp: z.coerce.number().int().catch(0), sig: z.string().max(100).catch('') });

/**
 * Media storage (local disk under DATA_DIR/media, or an S3 bucket when S3_BUCKET is set) and the route that serves
 * signed media URLs, asking the registered makers for a file storage does not have yet.
 */
export default fp(
  async (app) => {
    const signer = urlSigner(app.config.MEDIA_SIGNING_SECRET);
    const { config } = app;
    const storage = config.S3_BUCKET
      ? s3Storage(
          {
            bucket: config.S3_BUCKET,
            endpoint: config.S3_ENDPOINT,
            region: config.S3_REGION,
            forcePathStyle: config.S3_FORCE_PATH_STYLE,
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            prefix: config.S3_PREFIX,
          },
          signer,
        )
      : localStorage(join(config.DATA_DIR, 'media'), signer);
    app.decorate('storage', storage);
    const makers: MediaMaker[] = [];
    app.decorate('makeMissingMedia', (maker: MediaMaker) => void makers.push(maker));
    async function made(key: string) {
      for (const make of makers) {
        const media = await make(key);
        if (media) return media;
      }
      return null;
    }

    app.withTypeProvider<ZodTypeProvider>().get(
      API.media('*'),
      {
        schema: { hide: true, querystring: signedQuery },
      },
      async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const { exp, sig } = request.query;
        if (!signer.verify(key, exp, sig)) throw new AppError('notFound', 404);
        const stored = await storage.get(key).catch(() => null);
        const media: Awaited<ReturnType<MediaMaker>> = stored ? { data: stored } : await made(key);
        if (!media) throw new AppError('notFound', 404);
        const bytes = media.data;
        const maxAge = Math.max(0, Math.floor(exp - Date.now() / 1000));
        reply
          .header('content-type', contentTypeOf(key))
          .header('cache-control', media.standIn ? 'no-store' : `private, max-age=${maxAge}, immutable`)
          .header('accept-ranges', 'bytes');
        // Players seek in narration with range requests.
        const range = parseRange(request.headers.range, bytes.length);
        if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${bytes.length}`).send();
        if (!range) return reply.send(bytes);
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
          .send(bytes.subarray(range.start, range.end + 1));
      },
    );
  },
  { name: 'storage', dependencies: ['config', 'errors'] },
);
