import { API, LIMITS } from '@skazka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, createUser } from '../../../test/app.js';
import { taleInputs } from '../../../test/tales.js';

/** True once the stream ends; false when it is torn down from this side. */
async function endOf(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  try {
    while (!(await reader.read()).done) {
      /* keep-alives and changes */
    }
    return true;
  } catch {
    return false;
  }
}

/** Event streams of a tale that stays queued (this app runs no workers), so they stay open until closed. */
describe('event streams per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('closes a user’s oldest stream when one more than the limit opens, leaving other users’ alone', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const taleOf = async (owner: typeof user) =>
      (
        await t.app.inject({
          method: 'POST',
          url: API.tales,
          payload: { ...(await taleInputs(t.app, owner)), language: 'en' },
          headers: owner.headers,
        })
      ).json().id as number;
    const [mine, theirs] = [await taleOf(user), await taleOf(other)];
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const leave = new AbortController();
    const open = async (owner: typeof user, id: number) => {
      const response = await fetch(`${address}${API.taleEvents(id)}`, { headers: owner.headers, signal: leave.signal });
      const reader = response.body!.getReader();
      await reader.read(); // the tale as it is: the stream is live
      return { ended: endOf(reader) };
    };
    const theirStream = await open(other, theirs);
    const streams = [];
    for (let i = 0; i < LIMITS.eventStreamsPerUser; i++) streams.push(await open(user, mine));
    const newest = await open(user, mine);
    expect(await streams[0]!.ended).toBe(true);
    const stillOpen = await Promise.race([
      Promise.any([...streams.slice(1), newest, theirStream].map((s) => s.ended)).then(() => false),
      new Promise((resolve) => setTimeout(() => resolve(true), 300)),
    ]);
    expect(stillOpen).toBe(true);
    leave.abort();
  });
});
