import { API, message } from '@skazka/contract';
import { plotsPerMoral, type WrittenTale } from '@skazka/storyteller';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, createTestApp, createUser } from '../../../test/app.js';
import { createTaleTestApp, parseEvents, quickStages, taleInputs } from '../../../test/tales.js';
import { waitFor } from '../../../test/worker-process.js';
import { printGate } from './print-gate.js';
import { talesRepository } from './repository.js';

let narratorFailures = 0;
let narratorGate: Promise<void> | null = null;
let illustratorGate: Promise<void> | null = null;
let printSizesGate: Promise<void> | null = null;
let printSizesDrawn = 0;
let printSizesFail = false;
let booksTypeset = 0;
const quick = quickStages();
// Phone-first, as the embedded illustrator: 8 px wide pictures first, 16 px print sizes when first asked for.
const stages = quickStages({
  illustrator: {
    async illustrate(tale, request, context) {
      await illustratorGate;
      return { ...(await quick.illustrator.illustrate(tale, request, context)), printLater: true, printWidth: 16 };
    },
    async drawPrintSizes(tale) {
      printSizesDrawn += 1;
      await printSizesGate;
      if (printSizesFail) throw new Error('out of ink');
      const data = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#8ab' } })
        .webp()
        .toBuffer();
      const picture = (name: string) => ({ name, contentType: 'image/webp', data });
      return { cover: picture('cover.webp'), pages: tale.pages.map((_, i) => picture(`p${i}.webp`)) };
    },
  },
  typesetter: {
    async typeset(tale, pictures, request, context) {
      booksTypeset += 1;
      return quick.typesetter.typeset(tale, pictures, request, context);
    },
  },
  narrator: {
    async narrate(tale, context) {
      await narratorGate;
      if (narratorFailures > 0) {
        narratorFailures -= 1;
        throw new Error('the voice is hoarse');
      }
      return quick.narrator.narrate(tale, context);
    },
  },
});

describe('tales', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTaleTestApp({ TALE_RETRIES: '1', TALE_RETRY_DELAY_S: '1' }, stages);
  });
  afterAll(() => t.close());

  const as = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers: object = {},
  ) => t.app.inject({ method, url, payload, headers: { ...user.headers, ...headers } });
  const finish = async (user: TestUser, id: number) => parseEvents((await as(user, 'GET', API.taleEvents(id))).body);

  it('allows three tales in flight per user, then answers 429 in the caller’s language', async () => {
    const user = await createUser(t.app);
    const inputs = { ...(await taleInputs(t.app, user)), language: 'en' };
    const made = await Promise.all(
      [1, 2, 3, 4].map(() => as(user, 'POST', API.tales, inputs, { 'ark-language': 'de' })),
    );
    const codes = made.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 429]);
    expect(made.find((res) => res.statusCode === 429)!.json()).toEqual({
      detail: message('tooManyTalesInFlight', 'de'),
    });
    for (const res of made.filter((r) => r.statusCode === 201)) await finish(user, res.json().id);
    const fifth = await as(user, 'POST', API.tales, inputs);
    expect(fifth.statusCode).toBe(201);
    expect((await finish(user, fifth.json().id)).at(-1)!.status).toBe('ready');
  });

  it('streams progress over real HTTP to a fetch reader, as the web app reads it', async () => {
    const user = await createUser(t.app);
    const { id } = (await as(user, 'POST', API.tales, { ...(await taleInputs(t.app, user)), language: 'ru' })).json();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}${API.taleEvents(id)}`, {
      headers: { accept: 'text/event-stream', ...user.headers },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseEvents(await response.text());
    expect(events.length).toBeGreaterThan(1);
    expect(events.at(-1)).toMatchObject({ id, status: 'ready', progress: 100 });
  });

  it('tells a child the moral’s plots in turn: each new tale on it takes the next plot', async () => {
    const user = await createUser(t.app);
    const inputs = { ...(await taleInputs(t.app, user)), language: 'ru' };
    const plots = plotsPerMoral('ru').friendship;
    const seeds: number[] = [];
    for (let made = 0; made < plots + 1; made++) {
      const id = (await as(user, 'POST', API.tales, inputs)).json().id as number;
      seeds.push((await talesRepository(t.app.db).find(id))!.seed);
      await finish(user, id);
    }
    const plotOf = (seed: number) => seed % plots;
    expect(seeds.slice(1).map(plotOf)).toEqual(seeds.slice(0, -1).map((seed) => (plotOf(seed) + 1) % plots));
    expect(new Set(seeds).size, 'the plot met again comes in a new world').toBe(seeds.length);
  });

  it('asked seven times for one moral, tells a child seven titles and every plot before any again, each in a new world', async () => {
    const user = await createUser(t.app);
    const inputs = { ...(await taleInputs(t.app, user)), language: 'ru' };
    const plots = plotsPerMoral('ru').friendship;
    const tales: WrittenTale[] = [];
    for (let made = 0; made < 7; made++) {
      const id = (await as(user, 'POST', API.tales, inputs)).json().id as number;
      await finish(user, id);
      const detail = (await as(user, 'GET', API.tale(id))).json();
      const written = (await talesRepository(t.app.db).find(id))!.written as WrittenTale;
      expect(detail.title).toBe(written.title);
      tales.push(written);
    }
    expect(new Set(tales.map((tale) => tale.title)).size, tales.map((tale) => tale.title).join(' / ')).toBe(7);
    const order = tales.map((tale) => tale.plot);
    for (let start = 0; start + plots <= order.length; start += plots)
      expect(new Set(order.slice(start, start + plots)).size).toBe(plots);
    const worlds = tales.map((tale) => `${tale.plot} ${tale.cover.place} ${tale.cover.creature} ${tale.cover.object}`);
    expect(new Set(worlds).size, 'a plot told again comes in another world').toBe(7);
  });

  it('refuses a child, friend or moral that is not the user’s, and an unknown language', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const mine = await taleInputs(t.app, owner);
    const theirs = await taleInputs(t.app, other);
    const friend = (await as(other, 'POST', API.characters, { name: 'Fox' })).json();
    const tries = [
      [{ ...mine, child: theirs.child, language: 'en' }, 'child'],
      [{ ...mine, character: friend.id, language: 'en' }, 'character'],
      [{ ...mine, moral: 999_999, language: 'en' }, 'moral'],
      [{ ...mine, language: 'xx' }, 'language'],
    ] as const;
    for (const [payload, field] of tries) {
      const res = await as(owner, 'POST', API.tales, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual([field]);
    }
    expect((await as(owner, 'GET', API.tales)).json()).toEqual([]);
  });

  it('retries a failing stage with backoff, then fails with a reason; retry resumes at that stage', async () => {
    const user = await createUser(t.app);
    const inputs = { ...(await taleInputs(t.app, user)), language: 'fr' };
    narratorFailures = 2;
    const { id } = (await as(user, 'POST', API.tales, inputs)).json();
    const events = await finish(user, id);
    expect(events.some((e) => e.status === 'narrating' && e.stage_detail?.endsWith('Trying again.'))).toBe(true);
    const failed = (await as(user, 'GET', API.tale(id))).json();
    expect(failed).toMatchObject({
      status: 'failed',
      stage_detail: 'narrating',
      error: 'Recording the narration failed: the voice is hoarse',
    });
    // Its text and pictures were made: a parent can read it while the narration is retried.
    expect((await as(user, 'GET', API.taleView(id))).json()).toMatchObject({ id, status: 'failed', audio_url: null });

    const retried = await as(user, 'POST', API.taleRetry(id));
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toMatchObject({ id, status: 'queued' });
    expect((await finish(user, id)).at(-1)).toMatchObject({ status: 'ready', progress: 100 });
    const row = await talesRepository(t.app.db).find(id);
    expect(row!.stageRuns).toEqual({ writing: 1, illustrating: 1, narrating: 3 });
    // A retried tale says nothing of how long the storyteller takes: it is not timed.
    expect(row).toMatchObject({ madeBy: 'embedded|embedded|embedded', madeInS: null });
    expect((await as(user, 'POST', API.taleRetry(id))).json()).toEqual({ detail: message('taleNotFailed', 'en') });
  });

  it('opens a tale to read once its text and pictures exist, its narration following', async () => {
    const user = await createUser(t.app);
    const gate = () => {
      let open!: () => void;
      return {
        held: new Promise<void>((resolve) => {
          open = resolve;
        }),
        open: () => open(),
      };
    };
    const pictures = gate();
    const narration = gate();
    const printSizes = gate();
    illustratorGate = pictures.held;
    narratorGate = narration.held;
    printSizesGate = printSizes.held;
    const get = (url: string) => t.app.inject({ url });
    const widthAt = async (url: string) => (await sharp((await get(url)).rawPayload).metadata()).width;
    try {
      const { id } = (await as(user, 'POST', API.tales, { ...(await taleInputs(t.app, user)), language: 'en' })).json();
      const repo = talesRepository(t.app.db);
      await waitFor('illustrating', async () => (await repo.find(id))?.status === 'illustrating');
      expect((await as(user, 'GET', API.taleView(id))).json()).toEqual({ detail: message('taleNotReady', 'en') });
      illustratorGate = null;
      pictures.open();
      await waitFor('narrating', async () => (await repo.find(id))?.status === 'narrating');
      const reading = (await as(user, 'GET', API.taleView(id))).json();
      expect(reading).toMatchObject({ id, status: 'narrating', audio_url: null, print_url: API.talePrint(id) });
      expect(reading.pages.length).toBeGreaterThan(0);
      // Read from the phone pictures; the print size is offered where it will be kept, not drawn yet.
      expect(await widthAt(reading.pages[0].image_url)).toBe(8);
      const [, phoneUrl, laterUrl] = /^(\S+) 8w, (\S+) 16w$/.exec(reading.pages[0].image_srcset) ?? [];
      expect(phoneUrl).toBe(reading.pages[0].image_url);
      expect(laterUrl).toContain(`tales/${id}/page-01.webp`);
      narratorGate = null;
      narration.open();
      // Ready without them: a tale read only on phones never draws its print sizes.
      expect((await finish(user, id)).at(-1)).toMatchObject({ status: 'ready' });
      expect(await t.app.storage.get(`tales/${id}/page-01.webp`)).toBeNull();

      // A large screen asks for two of them at once: the tale's set is drawn once and kept.
      const drawnBefore = printSizesDrawn;
      const secondUrl = /(\S+) 16w$/.exec(reading.pages[1].image_srcset)?.[1];
      const asked = Promise.all([get(laterUrl!), get(secondUrl!)]);
      printSizesGate = null;
      printSizes.open();
      const [page, second] = await asked;
      expect([page.statusCode, second.statusCode, page.headers['cache-control']]).toEqual([
        200,
        200,
        expect.stringMatching(/^private, max-age=\d+, immutable$/),
      ]);
      expect((await sharp(page.rawPayload).metadata()).width).toBe(16);
      expect(printSizesDrawn - drawnBefore).toBe(1);
      expect(await widthAt(laterUrl!)).toBe(16);
      expect(printSizesDrawn - drawnBefore).toBe(1);
      const heard = (await as(user, 'GET', API.taleView(id))).json();
      expect(heard).toMatchObject({ status: 'ready', audio_url: expect.any(String) });
      expect(heard.pages.map((p: { text: string }) => p.text)).toEqual(
        reading.pages.map((p: { text: string }) => p.text),
      );
      const [, storedPhone, storedPrint] = /^(\S+) 8w, (\S+) 16w$/.exec(heard.pages[0].image_srcset) ?? [];
      expect([
        await widthAt(storedPhone!),
        await widthAt(storedPrint!),
        await widthAt(heard.pages[0].image_url),
      ]).toEqual([8, 16, 16]);
    } finally {
      illustratorGate = null;
      narratorGate = null;
      printSizesGate = null;
      pictures.open();
      narration.open();
      printSizes.open();
    }
  });

  it('stands in with the phone picture, uncached, when a print size cannot be drawn, and draws it when asked again', async () => {
    const user = await createUser(t.app);
    const { id } = (await as(user, 'POST', API.tales, { ...(await taleInputs(t.app, user)), language: 'en' })).json();
    await finish(user, id);
    const tale = (await as(user, 'GET', API.taleView(id))).json();
    const [, , laterUrl] = /^(\S+) 8w, (\S+) 16w$/.exec(tale.pages[0].image_srcset) ?? [];
    printSizesFail = true;
    try {
      const standIn = await t.app.inject({ url: laterUrl! });
      expect([standIn.statusCode, standIn.headers['cache-control']]).toEqual([200, 'no-store']);
      expect((await sharp(standIn.rawPayload).metadata()).width).toBe(8);
    } finally {
      printSizesFail = false;
    }
    const drawn = await t.app.inject({ url: laterUrl! });
    expect((await sharp(drawn.rawPayload).metadata()).width).toBe(16);
    // Only a tale's own print sizes are drawn on request: anything else the route does not have is not found.
    const other = await t.app.inject({ url: await t.app.storage.url(`tales/${id}/page-99.webp`) });
    expect(other.statusCode).toBe(404);
  });

  it('answers 404, not 500, to a book whose tale is deleted while its print sizes are drawn, and keeps none', async () => {
    const user = await createUser(t.app);
    const { id } = (await as(user, 'POST', API.tales, { ...(await taleInputs(t.app, user)), language: 'en' })).json();
    await finish(user, id);
    let open!: () => void;
    printSizesGate = new Promise((resolve) => {
      open = resolve;
    });
    try {
      const drawnBefore = printSizesDrawn;
      const book = as(user, 'GET', API.talePrint(id));
      await waitFor('the print sizes to be drawn', async () => printSizesDrawn > drawnBefore);
      expect((await as(user, 'DELETE', API.tale(id))).statusCode).toBe(204);
      printSizesGate = null;
      open();
      expect((await book).statusCode).toBe(404);
      expect(await t.app.storage.get(`tales/${id}/page-01.webp`)).toBeNull();
    } finally {
      printSizesGate = null;
      open();
    }
  });

  it('typesets the book on its first request only, then serves it from storage', async () => {
    const user = await createUser(t.app);
    const { id } = (await as(user, 'POST', API.tales, { ...(await taleInputs(t.app, user)), language: 'en' })).json();
    const events = await finish(user, id);
    expect(events.map((e) => e.status)).not.toContain('typesetting');
    expect(events.at(-1)).toMatchObject({ status: 'ready', progress: 100 });
    expect((await as(user, 'GET', API.taleView(id))).json().audio_url).toEqual(expect.any(String));
    expect(await t.app.storage.get(`tales/${id}/tale.pdf`)).toBeNull();

    const before = booksTypeset;
    const [first, same] = await Promise.all([as(user, 'GET', API.talePrint(id)), as(user, 'GET', API.talePrint(id))]);
    const again = await as(user, 'GET', API.talePrint(id));
    expect([first, same, again].map((res) => [res.statusCode, res.headers['content-type']])).toEqual(
      Array(3).fill([200, 'application/pdf']),
    );
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(booksTypeset - before).toBe(1);
    expect(Buffer.from((await t.app.storage.get(`tales/${id}/tale.pdf`))!)).toEqual(first.rawPayload);
    // The print sizes the book was made from are kept for large screens as well.
    expect(await t.app.storage.get(`tales/${id}/page-01.webp`)).not.toBeNull();
    expect((await talesRepository(t.app.db).find(id))?.pictures?.printLater).toBeUndefined();
  });

  it('deletes a tale while it is being made, media written after the delete included', async () => {
    const user = await createUser(t.app);
    let open!: () => void;
    narratorGate = new Promise((resolve) => {
      open = resolve;
    });
    const { id } = (await as(user, 'POST', API.tales, { ...(await taleInputs(t.app, user)), language: 'en' })).json();
    const repo = talesRepository(t.app.db);
    await waitFor('narration to start', async () => (await repo.find(id))?.status === 'narrating');
    expect(await t.app.storage.get(`tales/${id}/cover-phone.webp`)).not.toBeNull();
    expect((await as(user, 'DELETE', API.tale(id))).statusCode).toBe(204);
    narratorGate = null;
    open();
    await waitFor(
      'the run to clean up after itself',
      async () =>
        (await t.app.storage.get(`tales/${id}/narration-en.mp3`)) === null &&
        (
          await t.app.database.executeSql("SELECT 1 FROM pgboss.job WHERE singleton_key = $1 AND state = 'completed'", [
            `tale-${id}`,
          ])
        ).rows.length === 1,
    );
    expect(await t.app.storage.get(`tales/${id}/cover-phone.webp`)).toBeNull();
    expect((await as(user, 'GET', API.tale(id))).statusCode).toBe(404);
  });

  it('marks a tale as a favourite and unmarks it, only for its owner, in the list and the tale', async () => {
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    const { id, favourite } = (
      await as(owner, 'POST', API.tales, { ...(await taleInputs(t.app, owner)), language: 'en' })
    ).json();
    expect(favourite).toBe(false);
    const marked = await as(owner, 'PATCH', API.tale(id), { favourite: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id, favourite: true });
    expect((await as(owner, 'GET', API.tales)).json()).toEqual([expect.objectContaining({ id, favourite: true })]);
    expect((await finish(owner, id)).at(-1)).toMatchObject({ status: 'ready', favourite: true });
    expect((await as(owner, 'GET', API.taleView(id))).json().favourite).toBe(true);

    expect((await as(intruder, 'PATCH', API.tale(id), { favourite: false })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: API.tale(id), payload: { favourite: false } })).statusCode).toBe(
      401,
    );
    const bad = await as(owner, 'PATCH', API.tale(id), { favourite: 'yes' }, { 'ark-language': 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ favourite: [message('invalidValue', 'fr')] });
    expect((await as(owner, 'PATCH', API.tale(id), { favourite: false })).json().favourite).toBe(false);
    expect((await as(owner, 'GET', API.tale(id))).json().favourite).toBe(false);
  });

  it('answers 404 to everyone but the owner on every tale call and media URL', async () => {
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    const { id } = (await as(owner, 'POST', API.tales, { ...(await taleInputs(t.app, owner)), language: 'en' })).json();
    expect((await finish(owner, id)).at(-1)).toMatchObject({ status: 'ready', error: null });
    const tale = (await as(owner, 'GET', API.taleView(id))).json();
    const calls = [
      ['GET', API.tale(id)],
      ['GET', API.taleEvents(id)],
      ['POST', API.taleRetry(id)],
      ['DELETE', API.tale(id)],
      ['GET', API.taleView(id)],
      ['GET', `${API.taleAudio(id)}?lang=en`],
      ['GET', `${API.taleQuestion(id)}?page=1`],
      ['GET', API.talePrint(id)],
    ] as const;
    for (const [method, url] of calls) {
      const res = await as(intruder, method, url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect([url, (await t.app.inject({ method, url })).statusCode]).toEqual([url, 401]);
    }
    // Media URLs are signed for one key: another tale's key or an unsigned path answers 404.
    const cover = new URL(tale.cover_url, 'http://x');
    expect(
      (await t.app.inject({ url: `${cover.pathname.replace(`/${id}/`, `/${id + 1}/`)}${cover.search}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: cover.pathname })).statusCode).toBe(404);
    expect((await as(intruder, 'GET', API.tales)).json()).toEqual([]);
    expect((await as(owner, 'GET', API.tale(id))).json()).toMatchObject({ status: 'ready' });
    expect((await t.app.inject({ url: tale.cover_url })).statusCode).toBe(200);
  });

  it('makes the demo tale of a language once and opens it, its narration, questions and book without login', async () => {
    const [first, again] = await Promise.all([
      t.app.inject({ url: API.taleExample, headers: { 'ark-language': 'de' } }),
      t.app.inject({ url: API.taleExample, headers: { 'ark-language': 'de' } }),
    ]);
    expect(first.statusCode).toBe(200);
    const demo = first.json();
    expect(again.json().id).toBe(demo.id);
    expect(demo).toMatchObject({ status: 'ready', language: 'de', hero: { name: 'Mia' }, moral_name: 'Freundschaft' });
    expect((await t.app.inject({ url: `${API.taleAudio(demo.id)}` })).json()).toMatchObject({ lang: 'de' });
    expect((await t.app.inject({ url: `${API.taleQuestion(demo.id)}?page=1` })).json()).toMatchObject({ page: 1 });
    expect((await t.app.inject({ url: API.talePrint(demo.id) })).headers['content-type']).toBe('application/pdf');
    expect((await t.app.inject({ url: API.taleExample, headers: { 'ark-language': 'en' } })).json().hero.name).toBe(
      'Lily',
    );
    // Nobody lists, changes or deletes it.
    const user = await createUser(t.app);
    expect((await as(user, 'DELETE', API.tale(demo.id))).statusCode).toBe(404);
    expect((await as(user, 'GET', API.tales)).json()).toEqual([]);
  });

  it('needs story access to create a tale when subscriptions are required', async () => {
    const paid = await createTestApp({ REQUIRE_SUBSCRIPTION: 'true' });
    try {
      const user = await createUser(paid.app);
      const res = await paid.app.inject({
        method: 'POST',
        url: API.tales,
        headers: { ...user.headers, 'ark-language': 'ru' },
        payload: { ...(await taleInputs(paid.app, user)), language: 'ru' },
      });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ detail: message('subscriptionRequired', 'ru') });
    } finally {
      await paid.close();
    }
  });
});

describe('print gate', () => {
  it('lets `capacity` prints in and refuses the next one at once until one leaves', () => {
    const gate = printGate(2);
    const first = gate.tryEnter();
    const second = gate.tryEnter();
    expect(first && second).toBeTruthy();
    expect(gate.tryEnter()).toBeNull();
    first!();
    first!();
    const third = gate.tryEnter();
    expect(third).toBeTruthy();
    expect(gate.tryEnter()).toBeNull();
  });
});
