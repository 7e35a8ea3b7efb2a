import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/**
 * Serves the built web app (apps/web/dist) when it exists; paths that are not
 * files get index.html so client-side routes load, except under /api/.
 */
export default fp(async (app) => {
  const root = app.config.WEB_DIST_DIR;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.info({ root }, 'no built web app; serving the API only');
    return;
  }
  await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/') || path === '/api' || /\.[a-z0-9]+$/i.test(path)) throw new AppError('notFound', 404);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}, { name: 'web', dependencies: ['config', 'errors'] });
