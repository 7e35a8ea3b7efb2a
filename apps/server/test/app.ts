import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a throwaway data folder: PGlite loaded from the migrated template,
 * or the PostgreSQL of DATABASE_URL (shared; every test makes its own users).
 */
export async function createTestApp(env: Record<string, string> = {}, options: AppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'skazka-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    MEDIA_SIGNING_SECRET: 'test-secret-test-secret-test-secret-000',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    // Tales need a subscription in production; tests of other features start with access
    // so they need not subscribe first. Payment tests set it to 'true'.
    REQUIRE_SUBSCRIPTION: 'false',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  });
  const pglite = config.DATABASE_URL
    ? undefined
    : await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  const app = await buildApp(config, { checkResponses: true, ...options, pglite });
  await app.ready();
  return {
    app,
    config,
    async close() {
      try {
        await app.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

export const uniqueEmail = () => `u-${randomUUID()}@example.com`;
export const STRONG_PASSWORD = 'Lantern-Otter-Meadow-42';

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

let addresses = 0;
/** A client address of its own (198.18.0.0/15, set aside for tests), as distinct people have. */
export const freshAddress = () => {
  addresses += 1;
  return `198.18.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** A fresh user, signed up and logged in from an address of its own (sign-ups are limited per address), for one test. */
export async function createUser(app: FastifyInstance, password = STRONG_PASSWORD): Promise<TestUser> {
  const email = uniqueEmail();
  const remoteAddress = freshAddress();
  const signup = await app.inject({
    method: 'POST',
    url: '/api/user/',
    remoteAddress,
    payload: { email, password, privacy_accepted: true, personal_data_consent: true },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/token/login/',
    remoteAddress,
    payload: { email, password },
  });
  const token = login.json().auth_token as string;
  return { id: signup.json().id, email, password, token, headers: { authorization: `Token ${token}` } };
}
