import {
  API, detailSchema, loginResponseSchema, loginSchema, passwordResetConfirmSchema, passwordResetRequestSchema,
  passwordSchema, profileSchema, resetTokenSchema, setPasswordSchema, signupSchema, statusOkSchema, userCreatedSchema,
} from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrors, rateLimitByLogin, security, validationErrorSchema } from '../../lib/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { getSubscription } from '../subscriptions/access.js';
import { accountsRepository } from './repository.js';
import { accountsService, loginOf } from './service.js';

const tags = ['accounts'];
const noContent = { 204: z.null().describe('No content') };

const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = accountsService({ repo: accountsRepository(app.db), mailer: app.mailer, publicUrl: app.config.PUBLIC_URL });
  const loginLimit = rateLimitByLogin(app.config.LOGIN_RATE_LIMIT);
  const ok = { status: 'OK' as const };

  app.post(API.signup, {
    schema: { tags, summary: 'Sign up by email or phone', body: signupSchema, response: { 201: userCreatedSchema, 400: validationErrorSchema } },
  }, async (request, reply) => {
    const user = await accounts.signup(request.body);
    return reply.code(201).send({ id: user.id, email: user.email, phone_number: user.phoneNumber });
  });

  app.post(API.login, {
    config: loginLimit,
    schema: { tags, summary: 'Log in with email or phone', body: loginSchema, response: { 200: loginResponseSchema, 400: validationErrorSchema, 429: detailSchema } },
  }, async (request) => ({ auth_token: await accounts.login(request.body) }));

  app.post(API.logout, {
    preHandler: app.authenticate,
    schema: { tags, summary: 'Revoke this token', security, response: { ...noContent, ...authErrors } },
  }, async (request, reply) => {
    await accounts.logout(currentUser(request).tokenHash);
    return reply.code(204).send(null);
  });

  app.get(API.profile, {
    preHandler: app.authenticate,
    schema: { tags, summary: 'The signed-in user', security, response: { 200: profileSchema, ...authErrors } },
  }, async (request) => {
    const user = await accounts.profile(currentUser(request).id);
    return {
      user_id: user.id, user: loginOf(user), email: user.email, phone_number: user.phoneNumber,
      subscription: await getSubscription(app.db, user.id),
    };
  });

  app.post(API.setPassword, {
    preHandler: app.authenticate,
    schema: { tags, summary: 'Change the password (other sessions are signed out)', security, body: setPasswordSchema, response: { ...noContent, 400: validationErrorSchema, ...authErrors } },
  }, async (request, reply) => {
    const { id, tokenHash } = currentUser(request);
    await accounts.setPassword(id, tokenHash, request.body.current_password, request.body.new_password);
    return reply.code(204).send(null);
  });

  app.post(API.passwordReset, {
    config: loginLimit,
    schema: { tags, summary: 'Mail a recovery link (answers OK for unknown emails too)', body: passwordResetRequestSchema, response: { 200: statusOkSchema, 400: validationErrorSchema, 429: detailSchema } },
  }, async (request) => {
    await accounts.requestReset(request.body.email, request.locale);
    return ok;
  });

  app.post(API.passwordResetValidate, {
    schema: { tags, summary: 'Whether a recovery token still works', body: resetTokenSchema, response: { 200: statusOkSchema, 404: detailSchema } },
  }, async (request) => {
    await accounts.validateResetToken(request.body.token);
    return ok;
  });

  app.post(API.passwordResetConfirm, {
    schema: { tags, summary: 'Set a new password with a recovery token', body: passwordResetConfirmSchema, response: { 200: statusOkSchema, 400: validationErrorSchema, 404: detailSchema } },
  }, async (request) => {
    await accounts.confirmReset(request.body.token, request.body.password);
    return ok;
  });

  app.post('/password/:token/', {
    schema: {
      tags, summary: 'Set a new password with the token of the recovery link',
      params: z.object({ token: resetTokenSchema.shape.token }),
      body: z.object({ password: passwordSchema, token: z.string().optional() }),
      response: { 200: statusOkSchema, 400: validationErrorSchema, 404: detailSchema },
    },
  }, async (request) => {
    await accounts.confirmReset(request.params.token, request.body.password);
    return ok;
  });
};

export default accountsRoutes;
