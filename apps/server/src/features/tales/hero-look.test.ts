import { API, type ChildLook, type Tale, childLookSchema } from '@skazka/contract';
import type { TaleRequest } from '@skazka/storyteller';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, createUser } from '../../../test/app.js';
import { createTaleTestApp, quickStages, taleInputs } from '../../../test/tales.js';
import { waitFor } from '../../../test/worker-process.js';

/** What the illustrator was asked for each tale, as the real illustrator sees it. */
const asked: TaleRequest[] = [];
const quick = quickStages();
const stages = quickStages({
  illustrator: {
    async illustrate(tale, request, context) {
      asked.push(request);
      return quick.illustrator.illustrate(tale, request, context);
    },
  },
});

const look: ChildLook = {
  skin: '#c98d64',
  hair_style: 'ponytail',
  hair_color: '#c77d3a',
  eyes: '#2f4f6f',
  glasses: true,
  freckles: true,
  outfit: 'dungarees',
  top: '#9b6bb3',
  bottom: '#6b7f3a',
};

describe('the hero in every tale is the look chosen for the child', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTaleTestApp({}, stages);
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  const call = (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...user.headers, 'ark-language': 'en' } });
  /** The illustrator's request for a new tale about `child`. */
  async function requestFor(child: object) {
    const { child: id, moral } = await taleInputs(t.app, user, child);
    const created = (await call(API.tales, 'POST', { child: id, moral, language: 'en' })).json();
    await waitFor('the tale', async () => (await call(API.taleView(created.id))).statusCode === 200, 60_000, 50);
    const tale = (await call(API.taleView(created.id))).json<Tale>();
    expect(tale.pages.length).toBeGreaterThan(0);
    return asked.at(-1)!;
  }

  it('draws the hero with the chosen look and gives its drawing as the reference avatar', async () => {
    const request = await requestFor({ name: 'Ada', look });
    expect(request.hero.look).toEqual(look);
    // The reference providers get is the avatar itself: the chosen skin fills the cheek.
    const { data, info } = await sharp(request.hero.avatar).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const cheek = at(Math.round(info.width * (110 / 340)), Math.round(info.height * (195 / 340)));
    expect(cheek).toEqual([0xc9, 0x8d, 0x64]);
  });

  it('still makes tales for a child without a look, drawn from who they are', async () => {
    const request = await requestFor({ name: 'Old', url: null });
    expect(request.hero.look).toBeNull();
    expect(request.hero.avatar).toBeUndefined();
  });

  it('draws a child with an avatar from before looks as that avatar shows', async () => {
    const request = await requestFor({ name: 'Zoe', url: '/api/avatar/girl-0123456789ab.svg' });
    expect(childLookSchema.parse(request.hero.look)).toEqual(request.hero.look);
    const svg = (await t.app.inject({ url: '/api/avatar/girl-0123456789ab.svg' })).body;
    expect(svg).toContain(`fill="${request.hero.look!.skin}"`);
  });
});
