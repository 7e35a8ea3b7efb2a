import { join } from 'node:path';
import { API, message } from '@skazka/contract';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createUser } from '../../../test/app.js';
import { listFiles, makeFamily } from '../../../test/family.js';
import { createTaleTestApp, quickStages } from '../../../test/tales.js';
import { mediaPurges, payments, users } from '../../db/schema/index.js';
import { familyErasureJob } from '../../jobs/family-erasure-job.js';

const json = (bytes: Uint8Array | undefined) => JSON.parse(new TextDecoder().decode(bytes));

describe('the family’s data', () => {
  let t: TestApp;
  let media: string;
  beforeAll(async () => {
    t = await createTaleTestApp({}, quickStages());
    media = join(t.config.DATA_DIR, 'media');
  });
  afterAll(() => t.close());

  const mine = (prefixes: string[]) =>
    listFiles(media).filter((file) => prefixes.some((prefix) => file.startsWith(prefix)));
  const urlsOf = async (headers: Record<string, string>, tale: number, child: number) => {
    const view = (await t.app.inject({ url: API.taleView(tale), headers })).json();
    const kid = (await t.app.inject({ url: API.children, headers })).json().find((c: { id: number }) => c.id === child);
    // Signed media URLs only: the book is an authorized API route made on request.
    const taleMedia = [
      view.cover_url,
      view.audio_url,
      ...view.pages.map((p: { image_url: string }) => p.image_url),
    ] as string[];
    return { taleMedia, photo: kid.url as string, all: [...taleMedia, kid.url as string] };
  };

  it('exports the account, consents, children with photos, friends, tales with their media and payments, file by file', async () => {
    const family = await makeFamily(t.app);
    await t.app.inject({
      method: 'POST',
      url: API.subscription,
      headers: family.user.headers,
      payload: { plan: 'monthly' },
    });
    const res = await t.app.inject({ url: API.accountExport, headers: family.user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="skazka-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = unzipSync(new Uint8Array(res.rawPayload));

    expect(json(zip['account.json'])).toMatchObject({
      id: family.user.id,
      email: family.user.email,
      phone_number: null,
    });
    expect(
      json(zip['consents.json'])
        .map((c: { kind: string; version: string }) => `${c.kind}@${c.version}`)
        .sort(),
    ).toEqual(['offer@2026-11-25', 'personal_data@2026-11-25', 'privacy@2026-11-25']);
    const [kid] = json(zip['children.json']);
    expect(kid).toMatchObject({
      id: family.child,
      name: 'Zlata',
      sex: 'Девочка',
      date_of_birth: '2019-07-21',
      look: null,
    });
    expect(kid.photo).toMatch(new RegExp(`^children/${family.child}/photo-\\w+\\.jpg$`));
    expect(json(zip['characters.json'])).toEqual([expect.objectContaining({ id: family.character, name: 'Timofey' })]);

    const tale = json(zip[`tales/${family.tale}/tale.json`]);
    const view = (await t.app.inject({ url: API.taleView(family.tale), headers: family.user.headers })).json();
    expect(tale).toMatchObject({
      id: family.tale,
      title: view.title,
      language: 'en',
      friend_name: 'Timofey',
      hero: { name: 'Zlata', date_of_birth: '2019-07-21' },
    });
    expect(tale.pages.map((p: { text: string }) => p.text)).toEqual(view.pages.map((p: { text: string }) => p.text));
    expect(tale.questions.length).toBe(view.questions_count);
    const { question, options, answer } = (
      await t.app.inject({ url: `${API.taleQuestion(family.tale)}?page=1`, headers: family.user.headers })
    ).json();
    expect(tale.questions[0]).toEqual({ question, options, answer });

    // Every media file named in the JSON is in the archive with the stored bytes.
    const named = [kid.photo, tale.cover, ...tale.pages.map((p: { image: string }) => p.image), tale.narration.file];
    expect(named.every(Boolean)).toBe(true);
    // The book is typeset on its first request: there is none yet.
    expect(tale.print).toBeNull();
    for (const key of named) expect(Buffer.from(zip[key]!).equals((await t.app.storage.get(key))!)).toBe(true);
    expect(Object.keys(zip).sort()).toEqual(
      [
        'account.json',
        'characters.json',
        'children.json',
        'consents.json',
        'subscription.json',
        `tales/${family.tale}/tale.json`,
        ...new Set(named),
      ].sort(),
    );

    const { subscription, payments: paid } = json(zip['subscription.json']);
    expect(subscription).toMatchObject({ active: false });
    expect(paid).toEqual([
      expect.objectContaining({ provider: 'sandbox', plan: 'monthly', kind: 'trial', currency: 'RUB' }),
    ]);
  });

  it('answers 401 without a login', async () => {
    expect((await t.app.inject({ url: API.accountExport })).statusCode).toBe(401);
  });

  it('deletes a child with the tales that star it and all their media; their URLs answer 404', async () => {
    const family = await makeFamily(t.app);
    const { all: urls } = await urlsOf(family.user.headers, family.tale, family.child);
    for (const url of urls) expect((await t.app.inject({ url })).statusCode).toBe(200);
    const folders = [`children/${family.child}/`, `tales/${family.tale}/`];
    expect(mine(folders).length).toBeGreaterThan(4);

    expect(
      (await t.app.inject({ method: 'DELETE', url: API.child(family.child), headers: family.user.headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: API.tale(family.tale), headers: family.user.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: API.tales, headers: family.user.headers })).json()).toEqual([]);
    for (const url of urls) expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect(mine(folders)).toEqual([]);
    // The friend is the parent's, not the child's: it stays.
    expect((await t.app.inject({ url: API.characters, headers: family.user.headers })).json()).toHaveLength(1);
  });

  it('deletes a tale with its media; its URLs answer 404 and the child keeps its photo', async () => {
    const family = await makeFamily(t.app);
    const { taleMedia, photo } = await urlsOf(family.user.headers, family.tale, family.child);
    expect(
      (await t.app.inject({ method: 'DELETE', url: API.tale(family.tale), headers: family.user.headers })).statusCode,
    ).toBe(204);
    for (const url of taleMedia) expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: photo })).statusCode).toBe(200);
    expect(mine([`tales/${family.tale}/`])).toEqual([]);
  });

  it('keeps everything on a wrong password, then erases the account, its media and sessions, keeping payments without the family', async () => {
    const family = await makeFamily(t.app);
    const other = await makeFamily(t.app);
    await t.app.inject({
      method: 'POST',
      url: API.subscription,
      headers: family.user.headers,
      payload: { plan: 'monthly' },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: API.login,
      payload: { email: family.user.email, password: family.user.password },
    });
    const { all: urls } = await urlsOf(family.user.headers, family.tale, family.child);
    const folders = [`children/${family.child}/`, `tales/${family.tale}/`];
    const before = listFiles(media);
    expect(mine(folders).length).toBeGreaterThan(4);

    const wrong = await t.app.inject({
      method: 'DELETE',
      url: API.account,
      headers: { ...family.user.headers, 'ark-language': 'de' },
      payload: { password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: [message('invalidPassword', 'de')] });
    expect(listFiles(media)).toEqual(before);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: API.account,
      headers: family.user.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);

    const erased = await t.app.inject({
      method: 'DELETE',
      url: API.account,
      headers: family.user.headers,
      payload: { password: family.user.password },
    });
    expect(erased.statusCode).toBe(204);
    for (const headers of [family.user.headers, { authorization: `Token ${second.json().auth_token}` }]) {
      expect((await t.app.inject({ url: API.profile, headers })).statusCode).toBe(401);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: API.login,
          payload: { email: family.user.email, password: family.user.password },
        })
      ).statusCode,
    ).toBe(400);
    for (const url of urls) expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect(listFiles(media)).toEqual(before.filter((file) => !folders.some((folder) => file.startsWith(folder))));
    expect(mine([`children/${other.child}/`, `tales/${other.tale}/`]).length).toBeGreaterThan(4);
    expect(await t.app.db.select().from(users).where(eq(users.id, family.user.id))).toEqual([]);
    // The payment stays for the accountant, belonging to nobody.
    const kept = await t.app.db.select().from(payments).where(eq(payments.userId, family.user.id));
    expect(kept).toEqual([]);
    const orphan = (await t.app.db.select().from(payments)).filter((p) => p.userId === null);
    expect(orphan.length).toBeGreaterThan(0);
    expect(Object.keys(orphan[0]!).sort()).toEqual([
      'amount',
      'anchor',
      'attempts',
      'createdAt',
      'currency',
      'id',
      'kind',
      'orderId',
      'period',
      'plan',
      'provider',
      'providerPaymentId',
      'status',
      'updatedAt',
      'userId',
    ]);
  });

  it('finishes an erasure that crashed half way when the worker starts again, leaving no file behind', async () => {
    const family = await makeFamily(t.app);
    const folders = [`children/${family.child}/`, `tales/${family.tale}/`];
    const { deletePrefix } = t.app.storage;
    let calls = 0;
    // The process "dies" after erasing the first folder: the second delete never happens.
    t.app.storage.deletePrefix = async (prefix) => {
      calls += 1;
      if (calls === 2) throw new Error('killed');
      return deletePrefix(prefix);
    };
    try {
      const res = await t.app.inject({
        method: 'DELETE',
        url: API.account,
        headers: family.user.headers,
        payload: { password: family.user.password },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      t.app.storage.deletePrefix = deletePrefix;
    }
    expect(mine(folders).length).toBeGreaterThan(0);
    expect((await t.app.db.select().from(mediaPurges)).length).toBeGreaterThan(0);

    await familyErasureJob.handler!(t.app)({}, {} as never);
    expect(mine(folders)).toEqual([]);
    expect((await t.app.db.select().from(mediaPurges)).filter((p) => p.notBefore <= new Date())).toEqual([]);
  });

  it('a second call finishes an erasure that stopped before the rows went', async () => {
    const family = await makeFamily(t.app);
    await t.app.db.update(users).set({ deletionRequestedAt: new Date() }).where(eq(users.id, family.user.id));
    // As if the first call had died right after marking the account: everything is still there and the session works.
    expect((await t.app.inject({ url: API.profile, headers: family.user.headers })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: API.account,
      headers: family.user.headers,
      payload: { password: family.user.password },
    });
    expect(res.statusCode).toBe(204);
    expect(mine([`children/${family.child}/`, `tales/${family.tale}/`])).toEqual([]);
  });

  it('a user without children or tales is erased too', async () => {
    const user = await createUser(t.app);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: API.account,
          headers: user.headers,
          payload: { password: user.password },
        })
      ).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: API.profile, headers: user.headers })).statusCode).toBe(401);
  });
});
