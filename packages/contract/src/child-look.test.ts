import { describe, expect, it } from 'vitest';
import {
  BOTTOM_COLORS,
  CLOTHES_COLORS,
  HAIR_STYLES,
  OUTFITS,
  childCreateSchema,
  childLookSchema,
  lookId,
  lookOfId,
  type ChildLook,
} from './index.js';

const look: ChildLook = {
  skin: '#a86f4c',
  hair_style: 'braids',
  hair_color: '#1e1a1a',
  eyes: '#2f4f6f',
  glasses: true,
  freckles: false,
  outfit: 'hoodie',
  top: CLOTHES_COLORS[11],
  bottom: BOTTOM_COLORS[6],
};

describe('child look', () => {
  it('offers the full range of hair and clothes for girls and boys', () => {
    for (const style of ['long', 'braids', 'ponytail', 'bun', 'curly', 'short', 'afro', 'bob'])
      expect(HAIR_STYLES).toContain(style);
    for (const outfit of ['dress', 'skirt', 'trousers', 'dungarees', 'hoodie']) expect(OUTFITS).toContain(outfit);
  });

  it('accepts a look from the lists and a child created with it', () => {
    expect(childLookSchema.parse(look)).toEqual(look);
    expect(childCreateSchema.parse({ name: 'Маша', sex: 'Девочка', date_of_birth: '2020-01-01', look }).look).toEqual(
      look,
    );
  });

  it.each([
    ['a colour not in the list', { skin: '#00ff00' }, 'skin', 'invalidChoice'],
    ['an unknown hair style', { hair_style: 'mohawk' }, 'hair_style', 'invalidChoice'],
    ['glasses that are not yes or no', { glasses: 'yes' }, 'glasses', 'invalidValue'],
    ['a missing outfit', { outfit: undefined }, 'outfit', 'invalidChoice'],
  ])('refuses %s, naming the field', (_, change, field, message) => {
    const result = childLookSchema.safeParse({ ...look, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path[0], i.message])).toContainEqual([field, message]);
  });

  it('refuses fields it does not know', () => {
    expect(childLookSchema.safeParse({ ...look, hat: 'crown' }).success).toBe(false);
  });

  it('names every look by a short id that gives the same look back', () => {
    const id = lookId(look);
    expect(id).toMatch(/^look-[0-9a-z]{9}$/);
    expect(lookOfId(id)).toEqual(look);
    const other = lookId({ ...look, glasses: false });
    expect(other).not.toBe(id);
    expect(lookOfId(other)?.glasses).toBe(false);
  });

  it.each(['look-zzzzzzzzz', 'look-123', 'girl-0123456789ab', '../look-000000000', 'look-000000000.svg'])(
    'reads %s as no look',
    (id) => expect(lookOfId(id)).toBeNull(),
  );
});
