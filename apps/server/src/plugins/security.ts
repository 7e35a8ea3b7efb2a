import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { prerenderedPages } from '../lib/prerendered-pages.js';

/**
 * Helmet's headers, worked out once: with fixed options they are the same on every
 * response (@fastify/helmet built the whole middleware again for each request).
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers everywhere (rate limits of logins and recovery: features/accounts/attempt-limits.ts). */
export default fp(
  async (app) => {
    const analytics = app.config.ANALYTICS_ORIGIN ? [app.config.ANALYTICS_ORIGIN] : [];
    const bootScripts = prerenderedPages(app.config.WEB_DIST_DIR).scriptHashes;
    const headers = securityHeaders({
      contentSecurityPolicy: {
        directives: {
          // The web app loads images from blob: (photo previews) and data: (inline icons).
          'img-src': ["'self'", 'data:', 'blob:'],
          // Stripe's embedded checkout is the one third party the web app frames and calls;
          // the prerendered pages' boot script is the one inline script, allowed by its hash.
          'script-src': ["'self'", ...bootScripts, 'https://js.stripe.com', ...analytics],
          'frame-src': ["'self'", 'https://js.stripe.com', 'https://checkout.stripe.com'],
          'connect-src': ["'self'", 'https://api.stripe.com', ...analytics],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security', dependencies: ['config'] },
);
