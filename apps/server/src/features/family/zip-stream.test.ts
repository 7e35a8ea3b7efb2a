import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream.js';

const MB = 1024 * 1024;

describe('zipStream', () => {
  it('waits for a slow reader instead of piling files up in memory, and yields a readable ZIP', async () => {
    const zip = zipStream();
    const file = (n: number) => new Uint8Array(2 * MB).fill(n);
    let added = 0;
    const writing = (async () => {
      for (let n = 1; n <= 4; n += 1) {
        await zip.add(`tales/${n}/narration.mp3`, file(n));
        added = n;
      }
      await zip.addJson('account.json', { id: 1 });
      zip.end();
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nobody reads yet: the writer stops after the first file, not after all four.
    expect(added).toBeLessThanOrEqual(1);
    expect(zip.stream.readableLength).toBeLessThan(3 * MB);

    const chunks: Buffer[] = [];
    for await (const chunk of zip.stream) chunks.push(chunk as Buffer);
    await writing;
    const entries = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(Object.keys(entries)).toEqual([
      'tales/1/narration.mp3',
      'tales/2/narration.mp3',
      'tales/3/narration.mp3',
      'tales/4/narration.mp3',
      'account.json',
    ]);
    expect(entries['tales/3/narration.mp3']!.every((byte) => byte === 3)).toBe(true);
    expect(JSON.parse(new TextDecoder().decode(entries['account.json']))).toEqual({ id: 1 });
  });

  it('stops waiting when the reader goes away', async () => {
    const zip = zipStream();
    const pending = zip.add('big.bin', new Uint8Array(2 * MB));
    zip.stream.destroy();
    await pending;
    expect(zip.open).toBe(false);
  });
});
