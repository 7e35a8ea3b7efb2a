import { createEmbeddedWriter } from '@skazka/storyteller';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startFakeProvider } from '../../test/providers/fake-provider.js';
import { heroRequest, rateLimited } from '../../test/providers/provider-fixtures.js';
import { createAiIllustrator } from './ai-illustrator.js';

const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c96' } })
  .png()
  .toBuffer();
const images = { created: 1_700_000_000, data: [{ b64_json: png.toString('base64') }] };
const tale = await createEmbeddedWriter().write(heroRequest('Emma', { moral: 'friendship' }));
const avatar = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#36c' } })
  .png()
  .toBuffer();

describe('illustrator on an OpenAI-compatible image endpoint', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider(() => ({ body: images }));
  });
  afterAll(() => fake.close());
  const illustrator = (sendPhotos = false) =>
    createAiIllustrator({
      baseURL: `${fake.url}/v1`,
      apiKey: 'k',
      model: 'gpt-image-1',
      size: '1024x1024',
      sendPhotos,
      timeoutMs: 1500,
      retries: 2,
    });

  it('draws the cover and every page as WebP, with the avatar as the reference picture and no name', async () => {
    fake.answer(() => ({ body: images }));
    const progress: number[] = [];
    const pictures = await illustrator().illustrate(
      tale,
      { ...heroRequest(), hero: { ...heroRequest().hero, avatar } },
      { onProgress: (f) => progress.push(f) },
    );
    expect(pictures.pages).toHaveLength(tale.pages.length);
    expect(await sharp(pictures.cover.data).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 768 });
    expect(progress.at(-1)).toBe(1);
    expect(fake.requests.every((r) => r.path === '/v1/images/edits')).toBe(true);
    expect(fake.requests).toHaveLength(tale.pages.length + 1);
    const form = fake.requests[0]!.body.toString('latin1');
    expect(form).toContain('name="image"');
    expect(form).not.toContain('Emma');
  });

  it('keeps the child’s photo home unless allowed, describing the hero instead', async () => {
    const photoRequest = { ...heroRequest(), hero: { ...heroRequest().hero, avatar }, heroAvatarIsPhoto: true };
    fake.answer(() => ({ body: images }));
    await illustrator(false).illustrate(tale, photoRequest);
    expect(fake.requests.every((r) => r.path === '/v1/images/generations')).toBe(true);
    expect(fake.requests[0]!.json.prompt).toContain('a 6-year-old girl');
    fake.answer(() => ({ body: images }));
    await illustrator(true).illustrate(tale, photoRequest);
    expect(fake.requests.every((r) => r.path === '/v1/images/edits')).toBe(true);
  });

  it('retries a 429; refuses a malformed answer; gives up on a hung endpoint', async () => {
    fake.answer((_, count) => (count === 1 ? rateLimited : { body: images }));
    await illustrator().illustrate(tale, heroRequest());
    expect(fake.requests).toHaveLength(tale.pages.length + 2);
    fake.answer(() => ({ body: { created: 1, data: [{ url: 'not an image' }] } }));
    await expect(illustrator().illustrate(tale, heroRequest())).rejects.toThrow();
    fake.answer(() => ({ delayMs: 5000, body: images }));
    await expect(illustrator().illustrate(tale, heroRequest())).rejects.toThrow();
  });
});
