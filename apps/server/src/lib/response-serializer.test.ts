import { childSchema, planOfferSchema } from '@skazka/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.js';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/api/x/', httpStatus: '200' });
const compiled = responseSerializerCompiler({ checked: false });
const checked = responseSerializerCompiler({ checked: true });

const child = { id: 7, name: 'Ostromira', sex: 'Девочка', date_of_birth: '2018-03-09', url: null, look: null };

describe('the compiled response serializer', () => {
  it('writes only the fields of the schema, as zod does', () => {
    const write = compiled(route(childSchema));
    expect(write({ ...child, user_id: 3, password_hash: 'secret' })).toBe(JSON.stringify(child));
  });

  it('writes what zod writes for lists, nullable and optional fields and records', () => {
    const schema = z.object({
      items: z.array(z.object({ a: z.string(), b: z.number().nullable(), c: z.boolean().optional() })),
      counts: z.record(z.string(), z.number()),
    });
    const data = {
      items: [
        { a: 'x', b: null },
        { a: 'y', b: 2, c: true },
      ],
      counts: { ru: 1, en: 2 },
    };
    expect(checked(route(schema))(data)).toBe(JSON.stringify(data));
  });

  it('in tests, fails a response that breaks its schema', () => {
    expect(() => checked(route(z.array(planOfferSchema)))([{ plan: 'monthly' }])).toThrow();
    expect(() => checked(route(childSchema))({ ...child, id: 'seven' })).toThrow();
  });
});
