import {
  API,
  detailSchema,
  loginResponseSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordSchema,
  profileSchema,
  resetTokenSchema,
  setPasswordSchema,
  signupSchema,
  statusOkSchema,
  userCreatedSchema,
  withoutControlCharacters,
} from '@skazka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { afterAnswer } from '../../lib/after-answer.js';
import { authErrors, routePattern, security, validationErrorSchema } from '../../lib/route-helpers.js';
import { currentUser } from '../../plugins/auth.js';
import { getSubscription } from '../subscriptions/access.js';
import { accountsRepository } from './repository.js';
import { attemptLimiter } from './attempt-limits.js';
import { accountOfLogin, accountOfSignup, accountsService, loginOf } from './service.js';

const tags = ['accounts'];
const noContent = { 204: z.null().describe('No content') };
const tooMany = { 429: detailSchema };

const failed = (failure: unknown) => failure !== undefined;
// A sign-up uses up an attempt when it reaches an account: made, or found to exist (what an enumeration probes).
const reachedAccount = (failure: unknown) =>
  failure === undefined ||
  (failure instanceof AppError && (failure.code === 'emailExists' || failure.code === 'phoneExists'));

const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = accountsService({
    repo: accountsRepository(app.db),
    mailer: app.mailer,
    publicUrl: app.config.PUBLIC_URL,
    tokenIdleDays: app.config.AUTH_TOKEN_IDLE_DAYS,
    tokensRevoked: () => app.tokensRevoked(),
  });
  const ok = { status: 'OK' as const };
  const { config } = app;
  const limited = attemptLimiter(config.RATE_LIMIT_WINDOW_S * 1000);
  const logins = limited('login', { perAccount: config.LOGIN_RATE_LIMIT, perAddress: config.LOGIN_ADDRESS_RATE_LIMIT });
  const signups = limited('signup', {
    perAccount: config.SIGNUP_RATE_LIMIT,
    perAddress: config.SIGNUP_ADDRESS_RATE_LIMIT,
  });
  const resets = limited('reset', { perAccount: config.RESET_RATE_LIMIT, perAddress: config.RESET_ADDRESS_RATE_LIMIT });
  // A recovery token is 256 random bits: guessing one is hopeless, probing many from one address is limited.
  const tokens = limited('reset-token', { perAccount: Infinity, perAddress: config.RESET_TOKEN_ADDRESS_RATE_LIMIT });
  const later = afterAnswer(app.log);
  app.addHook('onClose', () => later.settled());

  app.post(
    API.signup,
    {
      schema: {
        tags,
        summary: 'Sign up by email or phone',
        body: signupSchema,
        response: { 201: userCreatedSchema, 400: validationErrorSchema, ...tooMany },
      },
    },
    async (request, reply) => {
      const keys = { account: accountOfSignup(request.body), address: request.ip };
      const user = await signups.attempt(keys, () => accounts.signup(request.body), reachedAccount);
      return reply.code(201).send({ id: user.id, email: user.email, phone_number: user.phoneNumber });
    },
  );

  app.post(
    API.login,
    {
      schema: {
        tags,
        summary: 'Log in with email or phone',
        body: loginSchema,
        response: { 200: loginResponseSchema, 400: validationErrorSchema, ...tooMany },
      },
    },
    async (request) => {
      const keys = { account: accountOfLogin(request.body), address: request.ip };
      return { auth_token: await logins.attempt(keys, () => accounts.login(request.body), failed) };
    },
  );

  app.post(
    API.logout,
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'Revoke this token', security, response: { ...noContent, ...authErrors } },
    },
    async (request, reply) => {
      await accounts.logout(currentUser(request).tokenHash);
      return reply.code(204).send(null);
    },
  );

  app.get(
    API.profile,
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'The signed-in user', security, response: { 200: profileSchema, ...authErrors } },
    },
    async (request) => {
      const user = await accounts.profile(currentUser(request).id);
      return {
        user_id: user.id,
        user: loginOf(user),
        email: user.email,
        phone_number: user.phoneNumber,
        subscription: await getSubscription(app.db, user.id),
      };
    },
  );

  app.post(
    API.setPassword,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Change the password (other sessions are signed out)',
        security,
        body: setPasswordSchema,
        response: { ...noContent, 400: validationErrorSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const { id, tokenHash } = currentUser(request);
      await accounts.setPassword(id, tokenHash, request.body.current_password, request.body.new_password);
      return reply.code(204).send(null);
    },
  );

  app.post(
    API.passwordReset,
    {
      schema: {
        tags,
        summary: 'Mail a recovery link (answers OK for unknown emails too, at once)',
        body: passwordResetRequestSchema,
        response: { 200: statusOkSchema, 400: validationErrorSchema, ...tooMany },
      },
    },
    async (request) => {
      const { email } = request.body;
      const { locale } = request;
      // The lookup and the mail happen after the answer, so a known email answers as fast as an unknown one.
      await resets.attempt({ account: email, address: request.ip }, async () =>
        later.run('password reset mail', () => accounts.requestReset(email, locale)),
      );
      return ok;
    },
  );

  app.post(
    API.passwordResetValidate,
    {
      schema: {
        tags,
        summary: 'Whether a recovery token still works',
        body: resetTokenSchema,
        response: { 200: statusOkSchema, 404: detailSchema, ...tooMany },
      },
    },
    async (request) => {
      await tokens.attempt(
        { account: null, address: request.ip },
        () => accounts.validateResetToken(request.body.token),
        failed,
      );
      return ok;
    },
  );

  app.post(
    API.passwordResetConfirm,
    {
      schema: {
        tags,
        summary: 'Set a new password with a recovery token',
        body: passwordResetConfirmSchema,
        response: { 200: statusOkSchema, 400: validationErrorSchema, 404: detailSchema, ...tooMany },
      },
    },
    async (request) => {
      await tokens.attempt(
        { account: null, address: request.ip },
        () => accounts.confirmReset(request.body.token, request.body.password),
        failed,
      );
      return ok;
    },
  );

  app.post(
    routePattern(API.passwordSetByLink, 'token'),
    {
      schema: {
        tags,
        summary: 'Set a new password with the token of the recovery link',
        params: z.object({ token: resetTokenSchema.shape.token }),
        body: z.object({ password: passwordSchema, token: withoutControlCharacters(z.string()).optional() }),
        response: { 200: statusOkSchema, 400: validationErrorSchema, 404: detailSchema, ...tooMany },
      },
    },
    async (request) => {
      await tokens.attempt(
        { account: null, address: request.ip },
        () => accounts.confirmReset(request.params.token, request.body.password),
        failed,
      );
      return ok;
    },
  );
};

export default accountsRoutes;
