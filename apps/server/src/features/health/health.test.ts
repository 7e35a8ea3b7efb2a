import { message } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, createUser } from '../../../test/app.js';

describe('health and docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the database and the queue up, with or without the slash', async () => {
    for (const url of ['/api/health/', '/api/health']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', db: 'ok', queue: 'ok' });
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('serves the OpenAPI document built from the contract schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/user/', '/api/child/', '/api/child/{id}/', '/api/moral/', '/api/health/']),
    );
    expect(doc.paths['/api/user/'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'password',
    );
    const ui = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends security headers and answers unknown API paths with JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here/', headers: { 'ark-language': 'de' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Nicht gefunden.' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('when the database is gone', () => {
  it('reports 503 on health and a plain 500 elsewhere, never the internals', async () => {
    const t = await createTestApp();
    const { headers } = await createUser(t.app);
    await t.app.database.close();
    const health = await t.app.inject({ url: '/api/health/' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'degraded', db: 'down', queue: 'down' });
    const res = await t.app.inject({ url: '/api/child/', headers: { ...headers, 'ark-language': 'ru' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ detail: message('somethingWentWrong', 'ru') });
    await t.close().catch(() => undefined);
  });
});
