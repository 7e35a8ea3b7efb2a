import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

/** The zod schema of a route's response, given bare or as `{ properties }` (fastify-type-provider-zod accepts both). */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`a response schema that is not zod: ${JSON.stringify(schema)}`);
}

/**
 * Writes each response through a serializer compiled once per route and status from its zod
 * schema's JSON Schema (fast-json-stringify): only the schema's fields reach the client, as when
 * zod encoded every response, which took more CPU than the rest of a small request's own work.
 * With `checked` (the tests' apps) zod encodes each response as well and the two must hold
 * the same values, so a response that breaks its schema, or a schema the two write differently, fails a test.
 */
export function responseSerializerCompiler({ checked }: { checked: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = zodSchemaOf(route.schema);
    const compiled = fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as object) as Serializer;
    if (!checked) return compiled;
    const byZod = zodSerializerCompiler({ ...route, schema }) as Serializer;
    return (data) => {
      const expected = byZod(data);
      const written = compiled(data);
      // Objects may come out in another key order (fast-json-stringify writes a union's branch as the data has them).
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(`${route.method} ${route.url} is written as ${written}, zod writes ${expected}`);
      return written;
    };
  };
}
