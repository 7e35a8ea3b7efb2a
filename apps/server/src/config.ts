import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { envBool as bool } from './lib/env-bool.js';
import { legalEnv } from './lib/legal-env.js';
import { envTrustProxy } from './lib/env-trust-proxy.js';
import { checkPaymentKeyPairs, paymentsEnv } from './lib/payments-env.js';
import { checkProviders, providersEnv } from './providers/providers-env.js';
import { storageEnv } from './storage/storage-env.js';

const here = dirname(fileURLToPath(import.meta.url));
const attempts = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every setting of the server, read from environment variables only (README "Configuration"). */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
    // Unset: this server on PORT, so links in mails and the sandbox checkout's return reach it.
    PUBLIC_URL: z
      .url()
      .optional()
      .transform((url) => url?.replace(/\/+$/, '')),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    SMTP_FROM: z.string().min(3).default('Skazka <no-reply@localhost>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    MEDIA_SIGNING_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
    WEB_DIST_DIR: z.string().default(resolve(here, '../../web/dist')),
    IN_PROCESS_WORKER: bool.default(true),
    // Attempts one account (as stored) and one client address may make in a window (README "Configuration").
    RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(900),
    LOGIN_RATE_LIMIT: attempts(10),
    LOGIN_ADDRESS_RATE_LIMIT: attempts(20),
    SIGNUP_RATE_LIMIT: attempts(3),
    SIGNUP_ADDRESS_RATE_LIMIT: attempts(10),
    RESET_RATE_LIMIT: attempts(3),
    RESET_ADDRESS_RATE_LIMIT: attempts(10),
    RESET_TOKEN_ADDRESS_RATE_LIMIT: attempts(20),
    // A login token unused for this long stops working (fractions of a day allowed).
    AUTH_TOKEN_IDLE_DAYS: z.coerce.number().positive().default(90),
    TRUST_PROXY: envTrustProxy,
    // The web app's analytics host (its VITE_POSTHOG_HOST), allowed by the content security policy.
    ANALYTICS_ORIGIN: z
      .url()
      .optional()
      .transform((url) => url && new URL(url).origin),
    // Tales (README "Configuration"): access, workers, retries, timeouts.
    // Production behaviour by default: tales need a trial or a paid plan (the sandbox makes that one click).
    // false gives everyone story access, e.g. a private family server.
    REQUIRE_SUBSCRIPTION: bool.default(true),
    TALE_WORKERS: z.coerce.number().int().min(1).max(32).default(1),
    TALE_RETRIES: z.coerce.number().int().min(0).max(20).default(2),
    TALE_RETRY_DELAY_S: z.coerce.number().int().min(1).default(10),
    TALE_STAGE_TIMEOUT_S: z.coerce.number().int().min(1).default(600),
    TALE_LEASE_S: z.coerce.number().int().min(2).default(30),
    PRINT_CONCURRENCY: z.coerce.number().int().min(1).default(4),
    SEND_PHOTOS_TO_PROVIDERS: bool.default(false),
    // A photo's pixels, read from its header before decoding: 40 MP is beyond any phone camera.
    UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1_000_000).default(40_000_000),
    ...paymentsEnv,
    ...legalEnv,
    ...storageEnv,
    ...providersEnv,
  })
  .superRefine((config, ctx) => {
    checkPaymentKeyPairs(config, ctx);
    checkProviders(config, ctx);
  })
  .transform((config) => ({ ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` }));

export type Config = Omit<z.infer<typeof envSchema>, 'MEDIA_SIGNING_SECRET'> & { MEDIA_SIGNING_SECRET: string };

export class ConfigError extends Error {}

/** Validates the environment once, reporting every bad variable together. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // Relative to where the person ran npm (npm start runs this from apps/server).
  const config = { ...parsed.data, DATA_DIR: resolve(env.INIT_CWD ?? process.cwd(), parsed.data.DATA_DIR) };
  return { ...config, MEDIA_SIGNING_SECRET: config.MEDIA_SIGNING_SECRET ?? keptSecret(config.DATA_DIR) };
}

/** A secret generated on first start and kept in DATA_DIR, so signed media URLs survive restarts. */
function keptSecret(dataDir: string): string {
  const file = join(dataDir, 'media-signing-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
