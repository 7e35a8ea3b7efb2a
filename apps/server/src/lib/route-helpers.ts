import { detailSchema } from '@skazka/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The DRF validation shape: `{field: [text], non_field_errors: [text]}`. */
export const validationErrorSchema = z.union([detailSchema, z.record(z.string(), z.array(z.string()))])
  .describe('Validation errors per field (or a detail for a malformed body)');

export const authErrors = { 401: detailSchema } as const;
export const ownedErrors = { 401: detailSchema, 404: detailSchema } as const;
export const security = [{ token: [] }];

/**
 * A per-minute limit keyed by the caller's address and the account it names, so one
 * person's attempts never lock out another's. It runs after the body is parsed.
 */
export function rateLimitByLogin(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => {
        const body = (request.body ?? {}) as { email?: unknown; phone_number?: unknown };
        return `${request.ip}|${String(body.email ?? body.phone_number ?? '').trim().toLowerCase()}`;
      },
    },
  };
}
