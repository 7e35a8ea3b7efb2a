import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { prerenderedPages } from '../lib/prerendered-pages.js';

/** Security headers everywhere; rate limits only where a route asks (login, recovery). */
export default fp(async (app) => {
  const analytics = app.config.ANALYTICS_ORIGIN ? [app.config.ANALYTICS_ORIGIN] : [];
  const bootScripts = prerenderedPages(app.config.WEB_DIST_DIR).scriptHashes;
  await app.register(helmet, {
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
  await app.register(rateLimit, { global: false });
}, { name: 'security', dependencies: ['config'] });
