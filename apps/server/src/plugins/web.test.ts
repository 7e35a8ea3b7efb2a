import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, AUTH_COOKIE, DEFAULT_LOCALE, LOCALE_COOKIE, PAGE_DATA_MARKER, type Tale } from '@skazka/contract';
import { type TestApp, type TestUser, createTestApp, createUser } from '../../test/app.js';
import { createTaleTestApp, quickStages, taleInputs } from '../../test/tales.js';
import { waitFor } from '../../test/worker-process.js';

const BOOT = 'document.documentElement.classList.add("theme-dark")';

describe('the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'skazka-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Skazka</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    mkdirSync(join(dist, 'prerendered', 'story'), { recursive: true });
    writeFileSync(join(dist, 'prerendered', 'welcome.html'), `<title>Welcome</title><script>${BOOT}</script>`);
    writeFileSync(join(dist, 'prerendered', 'story', 'demo.html'), `<title>Demo</title><script>${BOOT}</script>`);
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  it('serves files, client routes get index.html, API paths stay JSON 404', async () => {
    const asset = await t.app.inject({ url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    for (const url of ['/', '/password/some-token', '/child/3/edit']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Skazka</title>');
    }
    const api = await t.app.inject({ url: '/api/nope/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.' });
    expect((await t.app.inject({ url: '/api/health/' })).json().status).toBe('ok');
  });

  it("gives the API's answers its strict policy, and pages, stored files and the API docs the page policy", async () => {
    for (const url of ['/api/plans/', '/api/nope/', API.login]) {
      const answer = await t.app.inject({ url });
      expect(answer.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['strict-transport-security'], url).toContain('max-age=');
      expect(answer.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
    for (const url of ['/', '/welcome', API.media('tales/1/page-1.webp?exp=1&sig=x'), API.docs]) {
      const page = await t.app.inject({ url });
      expect(page.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
    }
    expect((await t.app.inject({ url: '/' })).headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends the prerendered pages for their paths, their inline script allowed by hash and no other', async () => {
    for (const [url, title] of [
      ['/welcome', 'Welcome'],
      ['/welcome/?next=/', 'Welcome'],
      ['/story/demo', 'Demo'],
      ['/story/7', 'Skazka'],
    ]) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(`<title>${title}</title>`);
      const scriptSources = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))![1]!.split(' ');
      expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`);
      expect(scriptSources).not.toContain("'unsafe-inline'");
    }
  });
});

/** A web build with the demo page and a server-side entry of this body, as the server calls it. */
function distWithRenderer(renderWithData: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'skazka-dist-'));
  mkdirSync(join(dist, 'prerendered', 'story'), { recursive: true });
  mkdirSync(join(dist, 'ssr'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Skazka</title>');
  writeFileSync(
    join(dist, 'prerendered', 'story', 'demo.html'),
    `<title>Demo</title>${PAGE_DATA_MARKER}<main>spinner</main>`,
  );
  writeFileSync(
    join(dist, 'prerendered', 'story', ':id.html'),
    `<title>Tale</title>${PAGE_DATA_MARKER}<main>frame</main>`,
  );
  writeFileSync(
    join(dist, 'ssr', 'prerender.js'),
    `export async function renderWithData(page, path, tale, options) { ${renderWithData} }`,
  );
  return dist;
}

describe('the demo page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTaleTestApp(
      { WEB_DIST_DIR: distWithRenderer('return page.replace("spinner", `${path}: ${tale.title}`);') },
      quickStages(),
    );
  });
  afterAll(() => t.close());

  it('is the frame until the demo tale is made, then carries the tale, rendered, and its cover to preload', async () => {
    const before = await t.app.inject({ url: '/story/demo' });
    expect(before.body).toContain('<main>spinner</main>');
    expect(before.body).not.toContain(PAGE_DATA_MARKER);

    const tale = (await t.app.inject({ url: '/api/tale/view_example/', headers: { 'ark-language': 'ru' } })).json();
    const page = await t.app.inject({ url: '/story/demo' });
    expect(page.body).toContain(`<main>/story/demo: ${tale.title}</main>`);
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(page.body)![1]!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ data: tale, preload_images: [tale.cover_url] });
    expect((await t.app.inject({ url: '/ssr/prerender.js' })).statusCode).toBe(404);
  });
});

describe('the demo page when rendering it fails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTaleTestApp(
      { WEB_DIST_DIR: distWithRenderer('throw new Error("no window here");') },
      quickStages(),
    );
  });
  afterAll(() => t.close());

  it('is still sent, as its frame with the tale as data for the browser to render', async () => {
    const tale = (await t.app.inject({ url: '/api/tale/view_example/', headers: { 'ark-language': 'ru' } })).json();
    const page = await t.app.inject({ url: '/story/demo' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main>spinner</main>');
    expect(page.body).toContain(`"title":${JSON.stringify(tale.title)}`);
  });
});

describe("a parent's own tale page", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTaleTestApp(
      {
        REQUIRE_SUBSCRIPTION: 'false',
        WEB_DIST_DIR: distWithRenderer(
          'return page.replace("frame", `${path} ${options.signedIn} ${options.locale}: ${tale.title}`);',
        ),
      },
      quickStages(),
    );
  });
  afterAll(() => t.close());

  async function readyTale(user: TestUser) {
    const made = await t.app.inject({
      method: 'POST',
      url: API.tales,
      headers: user.headers,
      payload: { ...(await taleInputs(t.app, user)), language: 'ru' },
    });
    const id = made.json<{ id: number }>().id;
    await waitFor('the tale', async () => {
      const tale = await t.app.inject({ url: API.taleView(id), headers: user.headers });
      return tale.statusCode === 200 && tale.json<Tale>().status === 'ready';
    });
    return (await t.app.inject({ url: API.taleView(id), headers: user.headers })).json<Tale>();
  }
  const page = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('is rendered with the tale for the parent whose session cookie comes with it, in their language, and kept by no cache', async () => {
    const parent = await createUser(t.app);
    const tale = await readyTale(parent);
    const own = await page(`/story/${tale.id}`, `theme=dark; ${AUTH_COOKIE}=${parent.token}; ${LOCALE_COOKIE}=fr`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('text/html');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.vary).toContain('cookie');
    expect(own.body).toContain(`<main>/story/${tale.id} true fr: ${tale.title}</main>`);
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(own.body)![1]!;
    expect(JSON.parse(json)).toEqual({ data: tale, preload_images: [] });
    // An unknown language is the default one.
    const unknown = await page(`/story/${tale.id}`, `${AUTH_COOKIE}=${parent.token}; ${LOCALE_COOKIE}=xx`);
    expect(unknown.body).toContain(`true ${DEFAULT_LOCALE}: `);
  });

  it("is the app's page, with nothing of the tale, for a visitor, another parent, a token no longer good or a path that is no tale", async () => {
    const parent = await createUser(t.app);
    const tale = await readyTale(parent);
    const stranger = await createUser(t.app);
    const loggedOut = await createUser(t.app);
    await t.app.inject({ method: 'POST', url: API.logout, headers: loggedOut.headers });
    for (const [url, cookie] of [
      [`/story/${tale.id}`, undefined],
      [`/story/${tale.id}`, `${AUTH_COOKIE}=${stranger.token}`],
      [`/story/${tale.id}`, `${AUTH_COOKIE}=${loggedOut.token}`],
      [`/story/${tale.id}`, `${AUTH_COOKIE}=%E0%A4%A`],
      [`/story/${tale.id}`, `${AUTH_COOKIE}=${'x'.repeat(500)}`],
      [`/story/${tale.id + 1000}`, `${AUTH_COOKIE}=${parent.token}`],
      ['/story/12abc', `${AUTH_COOKIE}=${parent.token}`],
      [`/story/${tale.id}e0`, `${AUTH_COOKIE}=${parent.token}`],
      ['/story/99999999999999999999', `${AUTH_COOKIE}=${parent.token}`],
      ['/story/:id', `${AUTH_COOKIE}=${parent.token}`],
    ] as const) {
      const res = await page(url, cookie);
      expect(res.statusCode, `${url} ${cookie}`).toBe(200);
      expect(res.body, `${url} ${cookie}`).toBe('<!doctype html><title>Skazka</title>');
    }
  });
});
