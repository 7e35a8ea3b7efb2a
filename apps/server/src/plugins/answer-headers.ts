import type { IncomingMessage, ServerResponse } from 'node:http';
import { API } from '@skazka/contract';
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

/**
 * What a JSON answer of the API needs (OWASP's REST security headers): nothing in it may load,
 * run or be framed, no other site may read it, and it is never sniffed as anything else. Helmet's
 * page policy, a kilobyte of headers about documents, only lengthened every API response.
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Under /api/, what a browser may show as a page: stored files (a picture or the book opened in a tab) and the API docs. */
const DOCUMENTS_UNDER_API = [API.media(''), API.docs];

/** Whether a path is the API's JSON rather than the web app's pages or files shown as documents. */
const isApiAnswer = (url: string) =>
  url.startsWith('/api/') && !DOCUMENTS_UNDER_API.some((path) => url.startsWith(path));

/**
 * What every answer carries: its request id (to join a parent's report to the log line) and
 * security headers, the web app's page policy on pages and documents, the API's on its answers
 * (rate limits of logins and recovery: features/accounts/attempt-limits.ts). One hook does
 * both: each hook on every request cost a small request 5 % of its throughput.
 */
export default fp(
  async (app) => {
    const analytics = app.config.ANALYTICS_ORIGIN ? [app.config.ANALYTICS_ORIGIN] : [];
    const bootScripts = prerenderedPages(app.config.WEB_DIST_DIR).scriptHashes;
    const pageHeaders = securityHeaders({
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
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiAnswer(request.url) ? API_HEADERS : pageHeaders).header('x-request-id', request.id);
      done();
    });
  },
  { name: 'answer-headers', dependencies: ['config'] },
);
