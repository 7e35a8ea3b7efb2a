import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { prerenderedPages } from '../lib/prerendered-pages.js';

/**
 * Serves the built web app (apps/web/dist) when it exists; paths that are not
 * files get index.html so client-side routes load, except under /api/ and
 * paths naming a file (a stale /assets/x.js must 404, so the app's lazy loader
 * reloads the page instead of parsing HTML as a script). The public pages the
 * build prerendered (welcome, sign-in…) get their own HTML, painted before
 * any script runs.
 */
export default fp(async (app) => {
  const root = app.config.WEB_DIST_DIR;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.info({ root }, 'no built web app; serving the API only');
    return;
  }
  const prerendered = prerenderedPages(root).files;
  // Compressed in its own scope: the web app's files shrink ~4×, while API
  // responses (event streams above all) stay as they are.
  await app.register(async (scope) => {
    await scope.register(compress, { global: true, threshold: 1024 });
    await scope.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      maxAge: '1h',
      // Vite names every asset by its content hash: those never change.
      setHeaders: (reply, path) => {
        if (path.startsWith(join(root, 'assets'))) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    scope.get('/*', { schema: { hide: true } }, (request, reply) => {
      const path = request.url.split('?')[0]!;
      if (path.startsWith('/api/') || path === '/api' || /\.[a-z0-9]+$/i.test(path)) throw new AppError('notFound', 404);
      const page = prerendered.get(path.length > 1 ? path.replace(/\/$/, '') : path) ?? 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    });
  });
}, { name: 'web', dependencies: ['config', 'errors'] });
