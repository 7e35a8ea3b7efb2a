import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app.js';
import { API_REFERENCE_PATH, type OpenApiDocument, renderApiReference, typeOf } from './api-reference.js';

describe('docs/API.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is what the routes’ schemas say today (npm run docs:api rewrites it)', () => {
    const fresh = renderApiReference(t.app.swagger() as OpenApiDocument);
    expect(readFileSync(API_REFERENCE_PATH, 'utf8')).toBe(fresh);
  });

  it('documents every route the server registers', () => {
    const text = readFileSync(API_REFERENCE_PATH, 'utf8');
    expect(text).toContain('### `POST /api/tale/`');
    expect(text).toContain('### `PATCH /api/child/{id}/`');
    expect(text).toContain('### `POST /password/{token}/`');
  });
});

describe('typeOf', () => {
  it('writes the types a client sees', () => {
    expect(typeOf({ type: 'string', nullable: true })).toBe('string | null');
    expect(typeOf({ type: 'array', items: { enum: ['a', 'b'] } })).toBe('("a" | "b")[]');
    expect(
      typeOf({ type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id'] }),
    ).toBe('{ id: integer, name?: string }');
  });
});
