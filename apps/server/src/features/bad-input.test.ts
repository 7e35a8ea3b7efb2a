import { API, MESSAGES, detailSchema, message } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationErrorSchema } from '../lib/route-helpers.js';
import { type TestApp, type TestUser, createTestApp, createUser } from '../../test/app.js';
import { freshDatabase, taleInputs } from '../../test/tales.js';

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, JsonSchema>;
}

interface Route {
  method: 'POST' | 'PATCH' | 'GET' | 'DELETE';
  /** The path as the contract writes it, `{id}` where an id goes. */
  path: string;
  body?: JsonSchema;
}

const DATE = /\\d\{4\}-/;
const huge = 'x'.repeat(20_000);
// Long enough for every length rule (passwords too), so the control character is the only fault.
const control = ['Masha\u0000Petrova', 'Masha\u0007Petrova', 'Masha\u001b[31mPetrova', 'Masha\u0085Petrova'];
/** The language every case asks for: not the server's fallback, so a text left in English shows. */
const LOCALE = 'fr';
const FRENCH = new Set(Object.values(MESSAGES).map((texts) => texts[LOCALE]));
const DETAIL_STATUSES = [401, 403, 404, 409, 413, 415, 429];

/** Values no field of the given type accepts: wrong types, huge and control-character strings, out-of-range ids and dates. */
function badValues(schema: JsonSchema): unknown[] {
  if (schema.enum) return ['no-such-choice', 42, [], {}, `${String(schema.enum[0])}\u0000`, huge];
  if (schema.type === 'integer' || schema.type === 'number') {
    return [2 ** 31, 2 ** 53, -1, 0, 1.5, 1e308, '12abc', '99999999999999999999', 'Infinity', [], {}, huge];
  }
  if (schema.type === 'boolean') return ['yes', 'true', 1, 0, [], {}];
  const dates =
    schema.pattern && DATE.test(schema.pattern)
      ? ['2023-02-30', '0001-01-01', '10000-01-01', '2019-13-01', '1899-12-31', '2019-05-04\u0000']
      : [];
  return [42, true, [], {}, { $gt: '' }, huge, '\u0000', ...control, ...dates];
}

/** A free text field (no choices, not a date), whose only fault with a control character is that character. */
const isPlainText = (schema: JsonSchema) =>
  schema.type === 'string' && !schema.enum && !(schema.pattern && DATE.test(schema.pattern));

/** A body of plausible values, one field of which a case replaces with a bad one. */
function plausible(schema: JsonSchema): Record<string, unknown> {
  const value = (field: JsonSchema) => {
    if (field.enum) return field.enum[0];
    if (field.type === 'integer' || field.type === 'number') return 1;
    if (field.type === 'boolean') return true;
    return field.pattern && DATE.test(field.pattern) ? '2019-05-04' : 'Маша';
  };
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, value(field)]));
}

const BAD_IDS = [
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  'abc',
  '%00',
  '%E2%80%AE',
  '9'.repeat(400),
  '1%00',
];

/** Query strings no route reads well: out-of-range, repeated, nested, NUL and huge parameters. */
const BAD_QUERIES = [
  'page=0',
  'page=-1',
  'page=1.5',
  'page=99999999999999999999',
  'page=%00',
  'page=1&page=2',
  'page[]=1',
  'lang=xx',
  'lang=%00',
  'lang=ru%00',
  'lang[$ne]=ru',
  '%00=1',
  '%',
  `${'a'.repeat(8000)}=1`,
];

/** The tables a parent's actions write, minus columns that reading alone may touch. */
const SNAPSHOT = [
  'SELECT * FROM users ORDER BY 1',
  'SELECT user_id, token_hash FROM auth_tokens ORDER BY token_hash',
  'SELECT * FROM password_reset_tokens ORDER BY 1, 2',
  'SELECT * FROM consents ORDER BY 1, 2',
  'SELECT * FROM children ORDER BY 1',
  'SELECT * FROM characters ORDER BY 1',
  'SELECT * FROM tales ORDER BY 1',
  'SELECT * FROM feedback ORDER BY 1',
  'SELECT * FROM subscriptions ORDER BY 1',
  'SELECT * FROM payments ORDER BY 1',
  'SELECT * FROM payment_events ORDER BY 1',
];

/**
 * Every route of the contract's path list, sent what an attacker or a broken client sends:
 * nothing may answer 5xx, every refusal has the contract's shape in the request's language,
 * and no row may change.
 */
describe('bad input on every route of the contract', () => {
  let t: TestApp;
  let user: TestUser;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const ownIds: Record<string, number> = {};

  beforeAll(async () => {
    // A database of its own on PostgreSQL, so other test files' rows never show in the snapshot.
    database = await freshDatabase();
    // With both payment providers configured, their notification routes exist too.
    t = await createTestApp({
      ...(database ? { DATABASE_URL: database.url } : {}),
      STRIPE_SECRET_KEY: 'sk_test_fuzz_fuzz',
      STRIPE_WEBHOOK_SECRET: 'whsec_fuzz_fuzz',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
      TINKOFF_TERMINAL_KEY: 'fuzz',
      TINKOFF_PASSWORD: 'fuzz-fuzz',
      TINKOFF_API_URL: 'http://127.0.0.1:9',
    });
    user = await createUser(t.app);
    const inputs = await taleInputs(t.app, user);
    ownIds.child = inputs.child;
    ownIds.character = (
      await t.app.inject({ method: 'POST', url: API.characters, payload: { name: 'Лиса' }, headers: user.headers })
    ).json().id;
    ownIds.tale = (
      await t.app.inject({
        method: 'POST',
        url: API.tales,
        payload: { ...inputs, language: 'ru' },
        headers: user.headers,
      })
    ).json().id;
  });
  afterAll(async () => {
    await t.close();
    await database?.drop();
  });

  /** The contract's paths (`API`), each of the methods the app serves there, and its body's schema from the OpenAPI document. */
  function contractRoutes(app: TestApp, methods: readonly Route['method'][]): Route[] {
    const docPaths = (
      app.app.swagger() as {
        paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
      }
    ).paths;
    const documented = new Map(Object.entries(docPaths).map(([path, ops]) => [path.replace(/\{\w+\}/g, '{id}'), ops]));
    const paths = new Set(
      Object.values(API).map((path) => (typeof path === 'function' ? decodeURIComponent(path('{id}')) : path)),
    );
    return [...paths].flatMap((path) =>
      methods
        .filter((method) => app.app.findRoute({ method, url: path.replace('{id}', ':id') }))
        .map((method) => ({
          method,
          path,
          body: documented.get(path)?.[method.toLowerCase()]?.requestBody?.content['application/json']?.schema,
        })),
    );
  }

  const snapshot = async () => Promise.all(SNAPSHOT.map(async (sql) => (await t.app.database.executeSql(sql)).rows));
  const urlOf = (route: Route, id?: string) => {
    const own = Object.entries(ownIds).find(([name]) => route.path.includes(`/${name}/`))?.[1];
    return route.path.replace('{id}', id ?? String(own ?? 'not-a-token'));
  };
  const send = (route: Route, url: string, payload?: string, type = 'application/json') =>
    t.app.inject({
      method: route.method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: {
        ...user.headers,
        ...(payload === undefined ? {} : { 'content-type': type }),
        'ark-language': LOCALE,
      },
    });

  /**
   * What is wrong with an answer, if anything: a 5xx, a success where the client erred, a body
   * outside the contract's error shapes, a text not in the request's language, or (for a field
   * sent a control character) any message but the contract's one for control characters.
   */
  function fault(
    res: { statusCode: number; body: string },
    { success = false, controlField }: { success?: boolean; controlField?: string } = {},
  ): string | undefined {
    const status = res.statusCode;
    if (status >= 500) return 'server error';
    if (status < 400) return success ? undefined : 'accepted';
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return 'not JSON';
    }
    const schema = status === 400 ? validationErrorSchema : DETAIL_STATUSES.includes(status) ? detailSchema : null;
    if (!schema) return 'a status the contract does not answer';
    if (!schema.safeParse(body).success) return 'not the contract’s shape';
    const texts = Object.values(body as Record<string, string | string[]>).flat();
    const foreign = texts.find((text) => !FRENCH.has(text));
    if (foreign !== undefined) return `not in ${LOCALE}: ${foreign}`;
    const expected = message('controlCharacters', LOCALE);
    if (controlField && JSON.stringify((body as Record<string, unknown>)[controlField]) !== JSON.stringify([expected]))
      return `${controlField} not refused for its control character`;
    return undefined;
  }

  /** Runs the cases one after the other and lists every one whose answer is at fault. */
  async function probe(
    cases: {
      what: string;
      answer: () => Promise<{ statusCode: number; body: string }>;
      success?: boolean;
      controlField?: string;
    }[],
  ) {
    const failures: string[] = [];
    for (const { what, answer, ...expect } of cases) {
      const res = await answer();
      const why = fault(res, expect);
      if (why) failures.push(`${what} → ${res.statusCode} ${why}: ${res.body.slice(0, 120)}`);
    }
    return failures;
  }

  it('answers every POST and PATCH case with a 4xx of the contract in the request’s language, and leaves every row as it was', async () => {
    const routes = contractRoutes(t, ['POST', 'PATCH']);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/user/',
        'PATCH /api/child/{id}/',
        'POST /api/feedback/',
        'POST /api/tale/',
        'POST /api/payments/stripe/webhook/',
      ]),
    );
    const before = await snapshot();
    const cases: Parameters<typeof probe>[0] = [];
    for (const route of routes) {
      const url = urlOf(route);
      // Bodies no parser accepts: the handler never runs, whatever the route does with a body.
      const unparsable: [string, string, string?][] = [
        ['malformed JSON', '{"name": "Ma'],
        ['empty JSON', ''],
        ['JSON with a NUL', '{"name": "\u0000'],
        ['text', 'name=Masha', 'text/plain'],
        ['XML', '<name>Masha</name>', 'application/xml'],
        ['300 KB', `{"name": "${'x'.repeat(300 * 1024)}"}`],
      ];
      // Parsed bodies reach the handler, so they are sent only where a schema stands in front of it.
      const wrongShapes: [string, string][] = route.body
        ? [
            ['null', 'null'],
            ['an array', '[]'],
            ['an array of the object', `[${JSON.stringify(plausible(route.body))}]`],
            ['a string', '"Masha"'],
            ['a number', '42'],
            ['deep nesting', `${'['.repeat(2000)}${']'.repeat(2000)}`],
          ]
        : [];
      for (const [what, payload, type] of [...unparsable, ...wrongShapes]) {
        cases.push({ what: `${route.method} ${url} ${what}`, answer: () => send(route, url, payload, type) });
      }
      if (route.body) {
        // An empty change (PATCH {}) may succeed, changing nothing; everything else here is the client's error.
        cases.push({
          what: `${route.method} ${url} {}`,
          answer: () => send(route, url, '{}'),
          success: route.method === 'PATCH',
        });
        for (const [field, schema] of Object.entries(route.body.properties ?? {})) {
          for (const bad of badValues(schema)) {
            const payload = JSON.stringify({ ...plausible(route.body), [field]: bad });
            cases.push({
              what: `${route.method} ${url} ${field}=${JSON.stringify(bad).slice(0, 40)}`,
              answer: () => send(route, url, payload),
              ...(isPlainText(schema) && control.includes(bad as string) ? { controlField: field } : {}),
            });
          }
        }
      }
      if (route.path.includes('{id}')) {
        for (const id of BAD_IDS) {
          cases.push({
            what: `${route.method} ${route.path} id=${id.slice(0, 20)}`,
            answer: () => send(route, urlOf(route, id), JSON.stringify(route.body ? plausible(route.body) : {})),
          });
        }
      }
    }
    expect(cases.filter((c) => c.controlField).length).toBeGreaterThanOrEqual(20);
    expect(await probe(cases)).toEqual([]);
    expect(cases.length).toBeGreaterThan(700);
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it('answers every GET and DELETE case with bad ids, queries or bodies without a 5xx, in the contract’s shapes, and leaves every row as it was', async () => {
    const routes = contractRoutes(t, ['GET', 'DELETE']);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/tale/{id}/',
        'DELETE /api/child/{id}/',
        'DELETE /api/tale/{id}/',
        'GET /api/tale/{id}/question/',
        'GET /api/shared/{id}/',
        'DELETE /api/user/',
      ]),
    );
    const before = await snapshot();
    const cases: Parameters<typeof probe>[0] = [];
    for (const route of routes) {
      if (route.path.includes('{id}')) {
        for (const id of BAD_IDS) {
          cases.push({
            what: `${route.method} ${route.path} id=${id.slice(0, 20)}`,
            answer: () => send(route, urlOf(route, id)),
          });
        }
      }
      // Queries on the caller's own objects, so the query is what is wrong. An event stream of
      // a tale still queued would wait for good, so it gets only bad ids; the demo tale reads no
      // query and is made in full on its first request (minutes here), so it gets none.
      if (route.method === 'GET' && !route.path.endsWith('/events/') && route.path !== API.taleExample) {
        for (const query of BAD_QUERIES) {
          cases.push({
            what: `${route.method} ${route.path}?${query.slice(0, 40)}`,
            answer: () => send(route, `${urlOf(route)}?${query}`),
            // A query a route does not read is ignored.
            success: true,
          });
        }
      }
      if (route.method === 'DELETE' && route.body) {
        for (const [what, payload, type] of [
          ['malformed JSON', '{"password": "Ma'],
          ['null', 'null'],
          ['an array', '[]'],
          ['text', 'password=x', 'text/plain'],
          ['{}', '{}'],
        ] as [string, string, string?][]) {
          cases.push({
            what: `${route.method} ${route.path} ${what}`,
            answer: () => send(route, urlOf(route), payload, type),
          });
        }
        for (const [field, schema] of Object.entries(route.body.properties ?? {})) {
          for (const bad of badValues(schema)) {
            cases.push({
              what: `${route.method} ${route.path} ${field}=${JSON.stringify(bad).slice(0, 40)}`,
              answer: () => send(route, urlOf(route), JSON.stringify({ ...plausible(route.body ?? {}), [field]: bad })),
              ...(isPlainText(schema) && control.includes(bad as string) ? { controlField: field } : {}),
            });
          }
        }
      }
    }
    expect(cases.filter((c) => c.what.startsWith('DELETE /api/user/ password=')).length).toBeGreaterThan(5);
    expect(await probe(cases)).toEqual([]);
    expect(cases.length).toBeGreaterThan(300);
    expect(await snapshot()).toEqual(before);
  }, 60_000);
});
