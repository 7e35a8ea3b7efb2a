import { API, accountDeleteSchema, detailSchema } from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidField } from '../../lib/app-error.js';
import { authErrors, security, validationErrorSchema } from '../../lib/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { attemptLimiter } from '../accounts/attempt-limits.js';
import { verifyPassword } from '../accounts/password-policy.js';
import { accountErasure } from './erasure.js';
import { writeFamilyExport } from './export.js';
import { familyRepository } from './repository.js';
import { zipStream } from './zip-stream.js';

const tags = ['family data'];

/** The family's own data: take it away (export) or erase it (docs/API.md, "The family's data"). */
const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = familyRepository(app.db);
  const erasure = accountErasure(app, repo);
  const { config } = app;
  // The password is checked here too: guesses with a stolen session are limited like logins.
  const erasures = attemptLimiter(config.RATE_LIMIT_WINDOW_S * 1000)('erase', {
    perAccount: config.LOGIN_RATE_LIMIT,
    perAddress: config.LOGIN_ADDRESS_RATE_LIMIT,
  });

  app.get(
    API.accountExport,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Everything kept about the family, as a ZIP of JSON and media files',
        security,
        produces: ['application/zip'],
        response: { 200: z.any().describe('application/zip'), ...authErrors },
      },
    },
    async (request, reply) => {
      const zip = zipStream();
      writeFamilyExport(app, repo, currentUser(request).id, zip).catch((error) => {
        request.log.error({ err: error }, 'export failed');
        zip.stream.destroy(error as Error);
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="skazka-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(zip.stream);
    },
  );

  app.delete(
    API.account,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Erase the account with its children, tales and media (payments kept as the law requires)',
        security,
        body: accountDeleteSchema,
        response: { 204: z.null(), 400: validationErrorSchema, 429: detailSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const { id } = currentUser(request);
      await erasures.attempt(
        { account: String(id), address: request.ip },
        async () => {
          const user = await repo.user(id);
          if (!(await verifyPassword(user?.passwordHash ?? null, request.body.password)))
            throw invalidField('password', 'invalidPassword');
        },
        (failure) => failure !== undefined,
      );
      await erasure.erase(id);
      return reply.code(204).send(null);
    },
  );
};

export default familyRoutes;
