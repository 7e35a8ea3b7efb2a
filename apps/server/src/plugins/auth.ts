import { AUTH_HEADER_PREFIX } from '@skazka/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authTokens, users } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';
import { hashToken } from '../lib/tokens.js';

export interface AuthUser {
  id: number;
  email: string | null;
  phoneNumber: string | null;
  /** Hash of the token this request came with (logout revokes it). */
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for protected routes: sets `request.user` or answers 401. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith(AUTH_HEADER_PREFIX)) return null;
  const token = header.slice(AUTH_HEADER_PREFIX.length).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

export default fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw new AppError('notAuthenticated', 401);
    const tokenHash = hashToken(token);
    const [row] = await app.db
      .select({ id: users.id, email: users.email, phoneNumber: users.phoneNumber })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(eq(authTokens.tokenHash, tokenHash));
    if (!row) throw new AppError('notAuthenticated', 401);
    request.user = { ...row, tokenHash };
  });
}, { name: 'auth', dependencies: ['db'] });

/** The signed-in user of a route that ran `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('notAuthenticated', 401);
  return request.user;
}
