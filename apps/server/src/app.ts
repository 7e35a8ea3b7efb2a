import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API, LIMITS, PAGES } from '@skazka/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { features } from './features/index.js';
import { demoPageData } from './features/tales/demo-page.js';
import { logRedaction, requestSerializer } from './lib/log-redaction.js';
import authPlugin from './plugins/auth.js';
import closingPlugin from './plugins/closing.js';
import configPlugin from './plugins/config.js';
import dbPlugin, { type DbPluginOptions } from './plugins/db.js';
import errorsPlugin from './plugins/errors.js';
import i18nPlugin from './plugins/i18n.js';
import livePlugin from './plugins/live.js';
import mailPlugin from './plugins/mail.js';
import queuePlugin from './plugins/queue.js';
import securityPlugin from './plugins/security.js';
import storagePlugin from './plugins/storage.js';
import webPlugin from './plugins/web.js';

export interface AppOptions extends DbPluginOptions {
  /** Extra pino options (tests send logs to a stream to assert what they never contain). */
  logStream?: NodeJS.WritableStream;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Builds the whole API: infrastructure plugins, then feature routes, then the web app. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: logRedaction,
      serializers: { req: requestSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 256 * 1024,
    trustProxy: config.TRUST_PROXY,
    // Accepts a caller's request id when it is harmless to log, so traces can be joined.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  // A JSON API: plain text bodies answer 415 rather than failing validation.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(configPlugin, { config });
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Skazka API', version: '1.0.0', description: 'Personalised bedtime tales (API.md).' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <auth_token>' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API.docs, staticCSP: true });
  await app.register(multipart, { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5, parts: 6 } });
  await app.register(dbPlugin, { pglite: options.pglite });
  await app.register(queuePlugin);
  await app.register(livePlugin);
  await app.register(closingPlugin);
  await app.register(authPlugin);
  await app.register(storagePlugin);
  await app.register(mailPlugin);
  for (const feature of features) await app.register(feature);
  await app.register(webPlugin, { pageData: { [PAGES.demo]: demoPageData(app) } });
  return app;
}
