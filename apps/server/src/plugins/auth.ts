import { AUTH_COOKIE, AUTH_HEADER_PREFIX } from '@skazka/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authTokens, users } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';
import { cookieOf } from '../lib/cookies.js';
import { TokenCache } from '../lib/token-cache.js';
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
    /**
     * The parent a page request comes from, by the web app's session cookie (null for a visitor or a token
     * no longer good). Only for rendering their own pages: the API takes the token from the header alone,
     * so no other site can call it with the cookie.
     */
    pageUser(request: FastifyRequest): Promise<AuthUser | null>;
    /**
     * Tells every process that login tokens were revoked (logout, password change or
     * reset), after the change is committed: their token caches start over.
     */
    tokensRevoked(): Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The live channel of revocations: every one empties the whole cache. */
const REVOKED = 'skazka_tokens_revoked';

/** A token as sent, if it can be one (longer ones are not looked up). */
function usable(token: string): string | null {
  const trimmed = token.trim();
  return trimmed.length > 0 && trimmed.length <= 200 ? trimmed : null;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith(AUTH_HEADER_PREFIX) ? usable(header.slice(AUTH_HEADER_PREFIX.length)) : null;
}

/**
 * Tokens are looked up once a minute at most per process; revocations reach every
 * process through `live` at once. A token idle for AUTH_TOKEN_IDLE_DAYS is refused and
 * deleted; its use is written down at most once a day (a tenth of the idle time when that is shorter).
 */
export default fp(
  async (app) => {
    const idleMs = app.config.AUTH_TOKEN_IDLE_DAYS * DAY_MS;
    const touchMs = Math.min(DAY_MS, idleMs / 10);
    // Entries count only within one unbroken connection to the notices: a reconnect starts a new one.
    let connection = 0;
    const cache = new TokenCache<{ user: AuthUser; lastUsedAt: number }>(() =>
      app.live.listening ? connection : null,
    );
    app.live.listen(
      REVOKED,
      () => cache.forget(),
      () => {
        connection++;
        cache.forget();
      },
    );

    const findToken = app.db
      .select({ id: users.id, email: users.email, phoneNumber: users.phoneNumber, lastUsedAt: authTokens.lastUsedAt })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(eq(authTokens.tokenHash, sql.placeholder('tokenHash')))
      .prepare('auth_token_user');

    async function lookUp(tokenHash: string, now: number) {
      const mark = cache.mark();
      const [row] = await findToken.execute({ tokenHash });
      if (!row) return undefined;
      const idle = now - row.lastUsedAt.getTime();
      if (idle > idleMs) {
        await app.db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
        return undefined;
      }
      const touch = idle > touchMs;
      if (touch)
        await app.db
          .update(authTokens)
          .set({ lastUsedAt: new Date(now) })
          .where(eq(authTokens.tokenHash, tokenHash));
      const user = { id: row.id, email: row.email, phoneNumber: row.phoneNumber, tokenHash };
      const entry = { user, lastUsedAt: touch ? now : row.lastUsedAt.getTime() };
      cache.set(tokenHash, entry, now, mark);
      return entry;
    }

    async function userOf(token: string): Promise<AuthUser | null> {
      const tokenHash = hashToken(token);
      const now = Date.now();
      let cached = cache.get(tokenHash, now);
      // A remembered token counts only once every revocation committed before this request was heard.
      if (cached) cached = (await app.live.heardAll()) ? cache.get(tokenHash, now) : undefined;
      const entry = cached && now - cached.lastUsedAt <= touchMs ? cached : await lookUp(tokenHash, now);
      return entry?.user ?? null;
    }

    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearer(request);
      const user = token ? await userOf(token) : null;
      if (!user) throw new AppError('notAuthenticated', 401);
      request.user = user;
    });
    app.decorate('pageUser', async (request: FastifyRequest) => {
      const sent = cookieOf(request, AUTH_COOKIE);
      const token = sent === null ? null : usable(sent);
      return token ? userOf(token) : null;
    });
    // Once this answers, every process refuses the revoked tokens: their remembered ones wait for `heardAll`.
    app.decorate('tokensRevoked', () => app.live.notify(REVOKED, ''));
  },
  { name: 'auth', dependencies: ['config', 'db', 'live'] },
);

/** The signed-in user of a route that ran `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('notAuthenticated', 401);
  return request.user;
}
