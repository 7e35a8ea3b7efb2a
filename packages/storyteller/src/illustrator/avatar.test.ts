import { HAIR_STYLES, OUTFITS, type ChildLook } from '@skazka/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { avatarSvg, freshLook, lookFromPhoto, renderAvatarPng } from './avatar.js';
import { castFor } from './embedded-illustrator.js';

const look: ChildLook = {
  skin: '#8a5537',
  hair_style: 'braids',
  hair_color: '#c77d3a',
  eyes: '#2f4f6f',
  glasses: true,
  freckles: false,
  outfit: 'hoodie',
  top: '#64c1e0',
  bottom: '#5a4a6b',
};

/** The RGB of a pixel of a PNG. */
async function pixel(png: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 3;
  return `#${[data[i], data[i + 1], data[i + 2]].map((v) => v!.toString(16).padStart(2, '0')).join('')}`;
}

describe('avatar', () => {
  it('draws every hair style and outfit, glasses only when chosen', () => {
    const svgs = HAIR_STYLES.flatMap((hair_style) =>
      OUTFITS.map((outfit) => avatarSvg({ ...look, hair_style, outfit, glasses: false })),
    );
    expect(new Set(svgs).size).toBe(svgs.length);
    // The frames' colour appears nowhere else.
    expect(avatarSvg(look)).toContain('stroke="#3b3450"');
    expect(avatarSvg({ ...look, glasses: false })).not.toContain('stroke="#3b3450"');
  });

  it('paints the chosen skin on the cheek and the top on the chest', async () => {
    const png = await renderAvatarPng(look, 340);
    // The view is 340 units wide from x -170, y -525: the head is round (0, -350), the chest at y -200.
    expect(await pixel(png, 170 - 60, 525 - 330)).toBe(look.skin);
    expect(await pixel(png, 170 + 30, 525 - 215)).toBe(look.top);
  });

  it('draws the hero of a tale exactly as the chosen look', async () => {
    const hero = { name: 'Маша', sex: 'Девочка' as const, birthday: '2020-01-01', look };
    const cast = await castFor({ ageBand: '5-7' }, { hero, moral: 'kindness', language: 'ru', seed: 7 });
    expect(cast.hero).toMatchObject({
      skin: look.skin,
      hair: look.hair_color,
      hairStyle: 'braids',
      eyes: look.eyes,
      glasses: true,
      outfit: 'hoodie',
      top: look.top,
      bottom: look.bottom,
      pattern: 'plain',
    });
  });

  it('makes varied fresh looks, the same for the same seed', () => {
    const looks = Array.from({ length: 40 }, (_, i) => freshLook(`seed-${i}`, 'Девочка'));
    expect(freshLook('seed-1', 'Девочка')).toEqual(looks[1]);
    expect(new Set(looks.map((l) => l.hair_style)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(looks.map((l) => l.outfit)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(looks.map((l) => l.skin)).size).toBeGreaterThanOrEqual(5);
  });

  it('takes skin tone and hair colour from a photo', async () => {
    // A plain wall, dark hair over a deep-brown face, a green jumper.
    const photo = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#e8eef5"/>` +
          `<ellipse cx="150" cy="90" rx="100" ry="75" fill="#241a17"/><ellipse cx="150" cy="150" rx="75" ry="85" fill="#8d5a3b"/>` +
          `<rect x="40" y="235" width="220" height="65" fill="#2e8b57"/></svg>`,
      ),
    )
      .jpeg()
      .toBuffer();
    for (const seed of [1, 2, 3]) {
      const drawn = await lookFromPhoto(photo, seed, 'Мальчик');
      expect(drawn.skin).toBe('#8a5537');
      expect(['#1e1a1a', '#2b1d16']).toContain(drawn.hair_color);
    }
    const pale = await lookFromPhoto(
      await sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#3a4a6a"/>` +
            `<ellipse cx="150" cy="90" rx="100" ry="75" fill="#e8c27a"/><ellipse cx="150" cy="150" rx="75" ry="85" fill="#f6d6bd"/></svg>`,
        ),
      )
        .png()
        .toBuffer(),
      1,
      'Девочка',
    );
    expect(['#ffe0c7', '#f9d3b4']).toContain(pale.skin);
    expect(['#e3b565', '#f0d28a']).toContain(pale.hair_color);
  });

  it('gives a fresh look for a picture it cannot read', async () => {
    expect(await lookFromPhoto(new Uint8Array([1, 2, 3]), 5, 'Мальчик')).toEqual(freshLook(5, 'Мальчик'));
  });
});
