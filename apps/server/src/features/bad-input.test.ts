import { API } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, createTestApp, createUser } from '../../test/app.js';
import { freshDatabase, taleInputs } from '../../test/tales.js';

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, JsonSchema>;
}

interface Route {
  method: 'POST' | 'PATCH';
  /** The path as the contract writes it, `{id}` where an id goes. */
  path: string;
  body?: JsonSchema;
}

const DATE = /\\d\{4\}-/;
const huge = 'x'.repeat(20_000);
const control = ['Ma\u0000sha', '\u0000', 'Ma\u0007sha', 'Ma\u001b[31msha', 'Ma\u0085sha'];

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
  return [42, true, [], {}, { $gt: '' }, huge, ...control, ...dates];
}

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
 * Every POST and PATCH route of the contract's path list, sent what an attacker or a
 * broken client sends: nothing may answer 5xx, and no row may change.
 */
describe('bad input on every POST and PATCH route of the contract', () => {
  let t: TestApp;
  let user: TestUser;
  let routes: Route[];
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
    routes = contractRoutes(t);
  });
  afterAll(async () => {
    await t.close();
    await database?.drop();
  });

  /** The contract's paths (`API`), each method the app serves there, and its body's schema from the OpenAPI document. */
  function contractRoutes(app: TestApp): Route[] {
    const docPaths = (
      app.app.swagger() as {
        paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
      }
    ).paths;
    const documented = new Map(Object.entries(docPaths).map(([path, ops]) => [path.replace(/\{\w+\}/g, '{id}'), ops]));
    const paths = Object.values(API).map((path) =>
      typeof path === 'function' ? decodeURIComponent(path('{id}')) : path,
    );
    return paths.flatMap((path) =>
      (['POST', 'PATCH'] as const)
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
  const send = (route: Route, url: string, payload: string, type = 'application/json') =>
    t.app.inject({
      method: route.method,
      url,
      payload,
      headers: { ...user.headers, 'content-type': type, 'ark-language': 'fr' },
    });

  it('answers every case with 4xx and leaves every row as it was', async () => {
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
    const failures: string[] = [];
    const expectClientError = async (
      what: string,
      answer: Promise<{ statusCode: number; body: string }>,
      { emptyChange = false } = {},
    ) => {
      const res = await answer;
      // An empty change (PATCH {}) may succeed, changing nothing; everything else here is the client's error.
      const ok = res.statusCode < 500 && (res.statusCode >= 400 || emptyChange);
      if (!ok) failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    };
    let cases = 0;
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
        cases += 1;
        await expectClientError(`${route.method} ${url} ${what}`, send(route, url, payload, type));
      }
      if (route.body) {
        cases += 1;
        await expectClientError(`${route.method} ${url} {}`, send(route, url, '{}'), {
          emptyChange: route.method === 'PATCH',
        });
      }
      if (route.body) {
        for (const [field, schema] of Object.entries(route.body.properties ?? {})) {
          for (const bad of badValues(schema)) {
            cases += 1;
            const payload = JSON.stringify({ ...plausible(route.body), [field]: bad });
            await expectClientError(
              `${route.method} ${url} ${field}=${JSON.stringify(bad).slice(0, 40)}`,
              send(route, url, payload),
            );
          }
        }
      }
      if (route.path.includes('{id}')) {
        for (const id of BAD_IDS) {
          cases += 1;
          await expectClientError(
            `${route.method} ${route.path} id=${id.slice(0, 20)}`,
            send(route, urlOf(route, id), JSON.stringify(route.body ? plausible(route.body) : {})),
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(700);
    expect(await snapshot()).toEqual(before);
  }, 60_000);
});
