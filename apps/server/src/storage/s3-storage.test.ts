import { API } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/app.js';
import { startS3 } from '../../test/s3.js';
import { createTaleTestApp, parseEvents, quickStages, taleInputs } from '../../test/tales.js';
import { s3Storage } from './s3-storage.js';
import { urlSigner } from './signed-url.js';

describe('S3 storage (against a local S3-compatible server)', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.close());

  it('puts, gets, deletes by key and by folder, and gives signed media URLs', async () => {
    const storage = s3Storage(
      {
        bucket: s3.env.S3_BUCKET,
        endpoint: s3.env.S3_ENDPOINT,
        region: 'us-east-1',
        forcePathStyle: true,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        prefix: 'unit/',
      },
      urlSigner('s'.repeat(32)),
    );
    await storage.put('tales/1/page-1.webp', Buffer.from('one'), 'image/webp');
    await storage.put('tales/1/page-2.webp', Buffer.from('two'), 'image/webp');
    await storage.put('tales/12/page-1.webp', Buffer.from('other'), 'image/webp');
    expect((await storage.get('tales/1/page-2.webp'))?.toString()).toBe('two');
    expect(await storage.get('tales/1/nothing.webp')).toBeNull();
    await storage.delete('tales/1/page-2.webp');
    expect(await storage.get('tales/1/page-2.webp')).toBeNull();
    await storage.deletePrefix('tales/1/');
    expect(await storage.get('tales/1/page-1.webp')).toBeNull();
    expect((await storage.get('tales/12/page-1.webp'))?.toString()).toBe('other');
    expect(await storage.url('tales/12/page-1.webp')).toMatch(/^\/api\/media\/tales\/12\/page-1\.webp\?exp=\d+&sig=/);
    await expect(storage.get('../secret')).rejects.toThrow();
  });

  it('keeps a whole tale’s media in the bucket, serves it with ranges and deletes it with the tale', async () => {
    const t = await createTaleTestApp(s3.env, quickStages());
    try {
      const user = await createUser(t.app);
      const { id } = (
        await t.app.inject({
          method: 'POST',
          url: API.tales,
          headers: user.headers,
          payload: { ...(await taleInputs(t.app, user)), language: 'en' },
        })
      ).json();
      expect(
        parseEvents((await t.app.inject({ url: API.taleEvents(id), headers: user.headers })).body).at(-1)!.status,
      ).toBe('ready');
      const audio = (await t.app.inject({ url: API.taleAudio(id), headers: user.headers })).json();
      const part = await t.app.inject({ url: audio.url, headers: { range: 'bytes=100-' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 100-4095/4096');
      expect(part.headers['content-type']).toBe('audio/mpeg');
      expect((await t.app.inject({ url: audio.url, headers: { range: 'bytes=5000-' } })).statusCode).toBe(416);
      expect((await t.app.inject({ method: 'DELETE', url: API.tale(id), headers: user.headers })).statusCode).toBe(204);
      expect((await t.app.inject({ url: audio.url })).statusCode).toBe(404);
      expect(await t.app.storage.get(`tales/${id}/narration-en.mp3`)).toBeNull();
    } finally {
      await t.close();
    }
  });
});
