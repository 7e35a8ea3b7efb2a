import { describe, expect, it } from 'vitest';
import type { TaleHero } from '../../db/schema/tales.js';
import { presetsFor } from '../../lib/avatars.js';
import type { Storage } from '../../storage/storage.js';
import { heroAvatar } from './hero-avatar.js';

const hero = (avatar: Partial<TaleHero>): TaleHero => ({
  name: 'Mia',
  sex: 'Девочка',
  dateOfBirth: '2019-05-04',
  avatarUrl: null,
  avatarKey: null,
  avatarIsPhoto: false,
  ...avatar,
});
const storage = {
  get: async (key: string) => (key === 'children/1/photo.jpg' ? new Uint8Array([0xff, 0xd8, 0xff]) : null),
} as Storage;
const PNG = [0x89, 0x50, 0x4e, 0x47];

describe('the hero avatar the illustrator is given', () => {
  it('draws the chosen look here, as PNG, without asking the HTTP API', async () => {
    const [preset] = presetsFor({ id: 7, sex: 'Девочка' });
    const bytes = await heroAvatar(storage, hero({ avatarUrl: preset!.url, look: preset!.look }));
    expect([...bytes!.subarray(0, 4)]).toEqual(PNG);
  });

  it('reads a stored avatar, and gives nothing without a look or a file of ours', async () => {
    expect(await heroAvatar(storage, hero({ avatarKey: 'children/1/photo.jpg' }))).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff]),
    );
    expect(await heroAvatar(storage, hero({ avatarUrl: '/api/user/profile/' }))).toBeUndefined();
    expect(await heroAvatar(storage, hero({ avatarUrl: 'https://example.com/a.png' }))).toBeUndefined();
  });
});
