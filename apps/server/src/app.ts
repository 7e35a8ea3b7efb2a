import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API, LIMITS, PAGES } from '@skazka/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { features } from './features/index.js';
import { demoPageData, ownTalePageData } from './features/tales/tale-pages.js';
import { LazyLogger } from './lib/lazy-logger.js';
import { stdoutLog } from './lib/log-destination.js';
import { errorSerializer, logRedaction, requestSerializer } from './lib/log-redaction.js';
import { RequestLines } from './lib/request-lines.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import answerHeadersPlugin from './plugins/answer-headers.js';
import authPlugin from './plugins/auth.js';
import closingPlugin from './plugins/closing.js';
import configPlugin from './plugins/config.js';
import dbPlugin, { type DbPluginOptions } from './plugins/db.js';
import errorsPlugin, { frameworkError } from './plugins/errors.js';
import i18nPlugin from './plugins/i18n.js';
import livePlugin from './plugins/live.js';
import mailPlugin from './plugins/mail.js';
import queuePlugin from './plugins/queue.js';
import stagesPlugin, { type StagesPluginOptions } from './plugins/stages.js';
import storagePlugin from './plugins/storage.js';
import webPlugin from './plugins/web.js';

export interface AppOptions extends DbPluginOptions, StagesPluginOptions {
  /** Extra pino options (tests send logs to a stream to assert what they never contain). */
  logStream?: NodeJS.WritableStream;
  /** Checks every response with zod too (tests: see responseSerializerCompiler). */
  checkResponses?: boolean;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Builds the whole API: infrastructure plugins, then feature routes, then the web app. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  // Lines are written in batches, not with a system call each: one per request cost as much as a small request's own work.
  const stream = options.logStream ?? stdoutLog();
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: logRedaction,
      serializers: { req: requestSerializer, err: errorSerializer },
      stream,
    },
    logController: new RequestLines(config.LOG_LEVEL, stream),
    // Fastify passes `{}` when a route sets no log options, which sends pino down its slow child path.
    childLoggerFactory: (logger, bindings, childOptions) =>
      new LazyLogger(logger, bindings, Object.keys(childOptions).length ? childOptions : undefined),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    frameworkErrors: frameworkError,
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
  app.setSerializerCompiler(responseSerializerCompiler({ checked: options.checkResponses ?? false }));

  await app.register(configPlugin, { config });
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(answerHeadersPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Skazka API', version: '1.0.0', description: 'Personalised bedtime tales (docs/API.md).' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <auth_token>' },
        },
      },
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
  await app.register(stagesPlugin, { stages: options.stages });
  for (const feature of features) await app.register(feature);
  await app.register(webPlugin, {
    pageData: { [PAGES.demo]: demoPageData(app) },
    ownPages: { [PAGES.story(':id')]: ownTalePageData(app) },
  });
  return app;
}
