import { existsSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { crc32 } from 'node:zlib';
import { join } from 'node:path';
import { API, LIMITS, LOOK_SUGGESTIONS, type ChildLook, childLookSchema, lookId, message } from '@skazka/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, createTestApp, createUser } from '../../../test/app.js';
import { localized } from '../../../test/messages.js';
import { multipart } from '../../../test/multipart.js';

const BOY = 'Мальчик';
const GIRL = 'Девочка';

async function photoWithGps(width = 2400, height = 1600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({
      IFD0: { Artist: 'Secret Parent', Copyright: 'Home' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

/** A PNG whose header claims another size (IHDR width and height, with its checksum redone). */
function withPngSize(png: Buffer, width: number, height: number) {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

/** An HTTP request over a raw socket: `first` is sent, then after a pause `rest`, so the server reads them apart. */
function rawRequest(port: number, first: Buffer[], rest: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      first.forEach((part) => socket.write(part));
      setTimeout(() => socket.write(rest), 100);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(text.slice(9, 12)), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe('children', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, locale = 'en') =>
    t.app.inject({ method, url, payload, headers: { ...user.headers, 'ark-language': locale } });
  const addChild = async (body: object = { name: 'Маша', sex: GIRL, date_of_birth: '2019-05-04' }) =>
    (await call('POST', '/api/child/', body)).json();
  const upload = (id: number, bytes: Buffer, filename?: string, type?: string) => {
    const { payload, headers } = multipart(bytes, filename, type);
    return t.app.inject({
      method: 'POST',
      url: `/api/child/${id}/upload_image/`,
      payload,
      headers: { ...headers, ...user.headers },
    });
  };

  it('adds, lists oldest first, changes and deletes children', async () => {
    const own = await createUser(t.app);
    const as = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: own.headers });
    const first = await as('POST', '/api/child/', { name: '  Маша ', sex: GIRL, date_of_birth: '2019-05-04' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      name: 'Маша',
      sex: GIRL,
      date_of_birth: '2019-05-04',
      url: null,
      look: null,
    });
    const second = (
      await as('POST', '/api/child', {
        name: 'Ivan',
        sex: BOY,
        date_of_birth: '2021-12-31',
        url: '/api/avatar/boy-0123456789ab.svg',
      })
    ).json();
    expect((await as('GET', '/api/child/')).json()).toEqual([first.json(), second]);

    const patched = await as('PATCH', `/api/child/${second.id}/`, { name: 'Ваня', date_of_birth: '2020-02-29' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ ...second, name: 'Ваня', date_of_birth: '2020-02-29' });

    expect((await as('DELETE', `/api/child/${first.json().id}`)).statusCode).toBe(204);
    expect((await as('GET', '/api/child/')).json()).toEqual([patched.json()]);
    expect((await as('DELETE', `/api/child/${first.json().id}/`)).statusCode).toBe(404);
  });

  it.each([
    ['2023-02-30', { date_of_birth: ['invalidDate'] }],
    ['1899-12-31', { date_of_birth: ['invalidYear'] }],
    ['10000-01-01', { date_of_birth: ['invalidDate'] }],
    ['2999-01-01', { date_of_birth: ['dateInFuture'] }],
  ] as const)('refuses the birth date %s, creating nothing', async (date, expected) => {
    const before = (await call('GET', '/api/child/')).json().length;
    for (const locale of ['ru', 'en', 'fr', 'es', 'de'] as const) {
      const res = await call('POST', '/api/child/', { name: 'Lea', sex: GIRL, date_of_birth: date }, locale);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(localized(expected, locale));
    }
    expect((await call('GET', '/api/child/')).json()).toHaveLength(before);
  });

  it('refuses a missing name, an unknown sex and wrong types per field', async () => {
    const res = await call('POST', '/api/child/', { name: ' ', sex: 'boy', date_of_birth: 20200101 }, 'ru');
    expect(res.json()).toEqual({
      name: [message('childNameRequired', 'ru')],
      sex: [message('invalidChoice', 'ru')],
      date_of_birth: [message('invalidDate', 'ru')],
    });
    const missing = await call('POST', '/api/child/', {});
    expect(Object.keys(missing.json()).sort()).toEqual(['date_of_birth', 'name', 'sex']);
    const long = await call('POST', '/api/child/', { name: 'x'.repeat(61), sex: BOY, date_of_birth: '2020-01-01' });
    expect(long.json()).toEqual({ name: [message('nameTooLong', 'en')] });
    const child = await addChild();
    const patch = await call('PATCH', `/api/child/${child.id}/`, { date_of_birth: '2023-02-30' });
    expect(patch.statusCode).toBe(400);
    expect((await call('GET', '/api/child/')).json().find((c: { id: number }) => c.id === child.id)).toEqual(child);
  });

  it('refuses control characters in a name in the request’s language, and keeps the child as it was on an empty change', async () => {
    const child = await addChild();
    for (const name of ['Ma\u0000sha', 'Ma\u001bsha']) {
      const res = await call('PATCH', `/api/child/${child.id}/`, { name }, 'fr');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ name: [message('controlCharacters', 'fr')] });
    }
    const empty = await call('PATCH', `/api/child/${child.id}/`, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(child);
    expect((await call('GET', '/api/child/')).json().find((c: { id: number }) => c.id === child.id)).toEqual(child);
  });

  it('answers 404 for an unknown or malformed id, also past the database’s integer range', async () => {
    for (const id of ['999999999', 'abc', '-1', '2147483648', '99999999999999999999']) {
      const res = await call('PATCH', `/api/child/${id}/`, { name: 'X' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: message('notFound', 'en') });
    }
  });

  it('stores an uploaded photo upright, shrunk, without EXIF or GPS, behind a signed URL', async () => {
    const child = await addChild();
    const res = await upload(child.id, await photoWithGps(), 'IMG_0001.HEIC', 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    const { image_url } = res.json();
    expect(image_url).toMatch(/^\/api\/media\/children\/\d+\/photo-[a-f0-9]+\.jpg\?exp=\d+&sig=[\w-]+$/);
    const listed = (await call('GET', '/api/child/')).json().find((c: { id: number }) => c.id === child.id);
    expect(listed.url).toBe(image_url);

    const served = await t.app.inject({ url: image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width, meta.height)).toBe(1024);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('Secret Parent')).toBe(false);

    expect((await t.app.inject({ url: image_url.replace(/sig=[\w-]{4}/, 'sig=AAAA') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: image_url.split('?')[0]! })).statusCode).toBe(404);
  });

  it('accepts PNG, WebP and HEIF (AVIF-coded), told from the bytes', async () => {
    const child = await addChild();
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#3366ff' } })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    const heif = await sharp(png).heif({ compression: 'av1' }).toBuffer();
    expect((await upload(child.id, png, 'a.gif', 'image/gif')).statusCode).toBe(200);
    expect((await upload(child.id, webp, 'b.txt', 'text/plain')).statusCode).toBe(200);
    expect((await upload(child.id, heif, 'c.heic', 'image/heic')).statusCode).toBe(200);
  });

  it('refuses a 6 MB file with 413 and a text, SVG or truncated file with 415, changing nothing', async () => {
    const child = await addChild();
    const big = Buffer.concat([await photoWithGps(64, 64), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const tooBig = await upload(child.id, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ detail: message('fileTooLarge', 'en') });

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const jpeg = await photoWithGps(400, 300);
    for (const bytes of [Buffer.from('hello, I am not a photo\n'.repeat(20)), svg, jpeg.subarray(0, jpeg.length / 2)]) {
      const res = await upload(child.id, bytes, 'photo.jpg', 'image/jpeg');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ detail: message('invalidFileType', 'en') });
    }
    expect((await call('GET', '/api/child/')).json().find((c: { id: number }) => c.id === child.id).url).toBeNull();
    expect(existsSync(join(t.config.DATA_DIR, 'media', 'children', String(child.id)))).toBe(false);
  });

  it('refuses a 6 MB file 20 times out of 20 when the 5 MB limit falls on the end of a chunk', async () => {
    const child = await addChild();
    const jpeg = await photoWithGps(64, 64);
    // A valid JPEG followed by padding: cut at 5 MB it would still decode, so a missed limit shows as a 200.
    const { payload, headers } = multipart(Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024 - jpeg.length, 7)]));
    const limitAt = payload.indexOf('\r\n\r\n') + 4 + LIMITS.uploadMaxBytes;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const head = [
      `POST /api/child/${child.id}/upload_image/ HTTP/1.1`,
      'Host: localhost',
      `Authorization: ${user.headers.authorization}`,
      `Content-Type: ${headers['content-type']}`,
      `Content-Length: ${payload.length}`,
      'Connection: close',
      '',
      '',
    ].join('\r\n');
    const answers = [];
    for (let i = 0; i < 20; i++) {
      answers.push(
        await rawRequest(port, [Buffer.from(head), payload.subarray(0, limitAt)], payload.subarray(limitAt)),
      );
    }
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(413));
    expect(JSON.parse(answers[0]!.body)).toEqual({ detail: message('fileTooLarge', 'en') });
    expect((await call('GET', '/api/child/')).json().find((c: { id: number }) => c.id === child.id).url).toBeNull();
  });

  it('refuses an image of more pixels than allowed from its header, before decoding it', async () => {
    const child = await addChild();
    // 16384 × 16384 = 268 MP claimed by the header of a tiny PNG whose pixel data could not even be decoded.
    const huge = withPngSize(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
      16384,
      16384,
    );
    const res = await upload(child.id, huge, 'huge.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: message('imageTooLarge', 'en') });
  });

  it('asks for a file when the upload is empty or malformed', async () => {
    const child = await addChild();
    const url = `/api/child/${child.id}/upload_image/`;
    const form = (body: string, type = 'multipart/form-data; boundary=xyz') =>
      t.app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { 'content-type': type, ...user.headers, 'ark-language': 'es' },
      });
    const emptyFile = multipart(Buffer.alloc(0));
    const answers = [
      await t.app.inject({
        method: 'POST',
        url,
        payload: emptyFile.payload,
        headers: { ...emptyFile.headers, ...user.headers, 'ark-language': 'es' },
      }),
      await form('garbage'),
      await form(''),
      await form('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc'),
      await form('x', 'multipart/form-data'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ file: [message('fileRequired', 'es')] });
    }
    expect((await call('GET', '/api/child/')).json().find((c: { id: number }) => c.id === child.id).url).toBeNull();
  });

  it('asks for a file when the form has none, and refuses a non-multipart upload', async () => {
    const child = await addChild();
    const other = multipart(Buffer.from('x'), 'x.jpg', 'image/jpeg', 'photo');
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/child/${child.id}/upload_image/`,
      payload: other.payload,
      headers: { ...other.headers, ...user.headers },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ file: [message('fileRequired', 'en')] });
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/child/${child.id}/upload_image/`,
      payload: { file: 'x' },
      headers: user.headers,
    });
    expect(json.statusCode).toBe(415);
  });

  it('deletes a child’s files with the child', async () => {
    const child = await addChild();
    await upload(child.id, await photoWithGps(300, 200));
    const folder = join(t.config.DATA_DIR, 'media', 'children', String(child.id));
    expect(existsSync(folder)).toBe(true);
    expect((await call('DELETE', `/api/child/${child.id}/`)).statusCode).toBe(204);
    expect(existsSync(folder)).toBe(false);
  });

  const look = {
    skin: '#a86f4c',
    hair_style: 'afro',
    hair_color: '#1e1a1a',
    eyes: '#3f6b4a',
    glasses: true,
    freckles: false,
    outfit: 'hoodie',
    top: '#f6c244',
    bottom: '#35507a',
  } as const;

  it('keeps the look a child is given and makes its drawing the avatar, through every child call', async () => {
    const created = await call('POST', '/api/child/', { name: 'Ада', sex: GIRL, date_of_birth: '2019-05-04', look });
    expect(created.statusCode).toBe(201);
    const child = created.json();
    expect(child.look).toEqual(look);
    expect(child.url).toBe(API.avatar(lookId(look)));
    expect((await call('GET', '/api/child/')).json().find((c: { id: number }) => c.id === child.id)).toEqual(child);

    const braids: ChildLook = { ...look, hair_style: 'braids', glasses: false, outfit: 'dress' };
    const patched = (await call('PATCH', `/api/child/${child.id}/`, { look: braids })).json();
    expect(patched).toEqual({ ...child, look: braids, url: API.avatar(lookId(braids)) });
    // A name change leaves the look alone; a URL given with the look is kept as the avatar.
    expect((await call('PATCH', `/api/child/${child.id}/`, { name: 'Ада Л.' })).json().look).toEqual(braids);
    const both = (await call('PATCH', `/api/child/${child.id}/`, { look, url: 'https://example.com/me.png' })).json();
    expect(both).toMatchObject({ look, url: 'https://example.com/me.png' });

    const svg = await t.app.inject({ url: API.avatar(lookId(braids)) });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['cache-control']).toContain('immutable');
    expect(svg.body).toContain(`fill="${braids.skin}"`);
    expect(svg.body).toContain(`fill="${braids.top}"`);
  });

  it('refuses a look with a colour or style not in the lists, in the request’s language', async () => {
    for (const locale of ['ru', 'en', 'fr', 'es', 'de'] as const) {
      const bad = { name: 'Lea', sex: GIRL, date_of_birth: '2019-05-04', look: { ...look, skin: '#00ff00' } };
      const res = await call('POST', '/api/child/', bad, locale);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(localized({ look: ['invalidChoice'] }, locale));
    }
    const child = await addChild();
    const res = await call('PATCH', `/api/child/${child.id}/`, { look: { ...look, hair_style: 'mohawk' } });
    expect(res.statusCode).toBe(400);
    expect((await call('PATCH', `/api/child/${child.id}/`, { look: 'curly' })).statusCode).toBe(400);
    expect((await call('GET', '/api/child/')).json().find((c: { id: number }) => c.id === child.id).look).toBeNull();
  });

  it('offers a dozen ready looks fitting the child, the same each time, each drawn as SVG', async () => {
    const girl = await addChild();
    const boy = await addChild({ name: 'Petya', sex: BOY, date_of_birth: '2018-01-01' });
    const presets = (await call('GET', `/api/link/${girl.id}/`)).json();
    expect(presets).toHaveLength(12);
    expect(new Set(presets.map((p: { id: string }) => p.id)).size).toBe(12);
    expect((await call('GET', `/api/link/${girl.id}`)).json()).toEqual(presets);
    for (const preset of presets) {
      expect(childLookSchema.parse(preset.look)).toEqual(preset.look);
      expect(preset).toEqual({ id: lookId(preset.look), url: API.avatar(preset.id), look: preset.look });
    }
    const usually = (list: Array<{ look: ChildLook }>, hair: readonly string[]) =>
      list.filter((p) => hair.includes(p.look.hair_style)).length;
    expect(usually(presets, LOOK_SUGGESTIONS.girl.hair)).toBeGreaterThanOrEqual(8);
    const boys = (await call('GET', `/api/link/${boy.id}/`)).json();
    expect(usually(boys, LOOK_SUGGESTIONS.boy.hair)).toBeGreaterThanOrEqual(8);
    expect(new Set([...presets, ...boys].map((p) => p.look.skin)).size).toBeGreaterThanOrEqual(4);

    const svg = await t.app.inject({ url: presets[0].url });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain(`fill="${presets[0].look.skin}"`);
    for (const url of ['/api/avatar/other-123.svg', '/api/avatar/look-zzzzzzzzz.svg', '/api/avatar/look-000000000'])
      expect((await t.app.inject({ url })).statusCode).toBe(404);

    const chosen = (await call('PATCH', `/api/child/${girl.id}/`, { url: presets[3].url })).json();
    expect(chosen).toMatchObject({ url: presets[3].url, look: presets[3].look });
  });

  it('still draws the avatars children were given before looks, as looks', async () => {
    const legacy = '/api/avatar/girl-0123456789ab.svg';
    const child = (
      await call('POST', '/api/child/', { name: 'Zoe', sex: GIRL, date_of_birth: '2019-05-04', url: legacy })
    ).json();
    expect(child.url).toBe(legacy);
    expect(childLookSchema.parse(child.look)).toEqual(child.look);
    const svg = await t.app.inject({ url: legacy });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain(`fill="${child.look.skin}"`);
  });

  it('draws a new look from the child’s photo: skin tone and hair colour as in the photo', async () => {
    const child = await addChild();
    // A pale wall, black hair above a deep-brown face, a green jumper.
    const photo = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#e8eef5"/>' +
          '<ellipse cx="300" cy="180" rx="200" ry="150" fill="#1c1613"/><ellipse cx="300" cy="300" rx="150" ry="170" fill="#8d5a3b"/>' +
          '<rect x="80" y="470" width="440" height="130" fill="#2e8b57"/></svg>',
      ),
    )
      .jpeg()
      .toBuffer();
    expect((await upload(child.id, photo)).statusCode).toBe(200);
    const looks: ChildLook[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await call('POST', '/api/new_image/', { child: child.id });
      expect(res.statusCode).toBe(200);
      const { image_url, look: drawn } = res.json();
      expect(image_url).toBe(API.avatar(lookId(drawn)));
      expect(drawn.skin).toBe('#8a5537');
      expect(['#1e1a1a', '#2b1d16']).toContain(drawn.hair_color);
      expect((await t.app.inject({ url: image_url })).statusCode).toBe(200);
      looks.push(drawn);
    }
    // The rest of the look is new each time.
    expect(new Set(looks.map((l) => lookId(l))).size).toBeGreaterThan(1);
    const now = (await call('GET', '/api/child/')).json().find((c: { id: number }) => c.id === child.id);
    expect(now).toMatchObject({ url: API.avatar(lookId(looks[2]!)), look: looks[2] });
  });

  it('draws a fresh, varied look for a child without a photo', async () => {
    const child = await addChild({ name: 'Petya', sex: BOY, date_of_birth: '2018-01-01' });
    const looks: ChildLook[] = [];
    for (let i = 0; i < 6; i += 1) looks.push((await call('POST', '/api/new_image/', { child: child.id })).json().look);
    expect(new Set(looks.map((l) => lookId(l))).size).toBe(6);
    expect(new Set(looks.map((l) => l.skin + l.hair_color)).size).toBeGreaterThan(2);
    expect((await call('POST', '/api/new_image/', { child: 'x' })).statusCode).toBe(400);
    expect((await call('POST', '/api/new_image/', { child: 999999999 })).statusCode).toBe(404);
  });
});
