import { detailSchema } from '@skazka/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../plugins/auth.js';
import type { SignedIn } from './policies.js';

/** The DRF validation shape: `{field: [text], non_field_errors: [text]}`. */
export const validationErrorSchema = z
  .union([detailSchema, z.record(z.string(), z.array(z.string()))])
  .describe('Validation errors per field (or a detail for a malformed body)');

export const authErrors = { 401: detailSchema } as const;
export const ownedErrors = { 401: detailSchema, 404: detailSchema } as const;
export const security = [{ token: [] }];

const PARAM = 'routeparam';

/**
 * A contract path with a parameter as a Fastify route: `routePattern(API.child)` is `/api/child/:id/`.
 * The placeholder survives the encoding some contract paths apply to their parameter.
 */
export function routePattern(path: (param: string) => string, name = 'id'): string {
  return path(PARAM).replace(PARAM, `:${name}`);
}

/** The request's user, authenticated only when asked (see `authorizeRead`). */
export const signedIn =
  (app: FastifyInstance, request: FastifyRequest): SignedIn =>
  async () => {
    await app.authenticate(request);
    return currentUser(request).id;
  };
