import { API } from '@skazka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createUser } from '../../../test/app.js';
import { createTaleTestApp, parseEvents, quickStages, taleInputs } from '../../../test/tales.js';
import { tales } from '../../db/schema/index.js';
import { storytellerName, typicalMakingS } from '../../providers/making-time.js';
import { makingEstimate, median } from './making-estimate.js';

describe('how long the storyteller takes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTaleTestApp({}, quickStages());
  });
  afterAll(() => t.close());

  it('names the storyteller by its providers and models, and adds up their typical stage times', () => {
    const embedded = {
      WRITER: 'embedded',
      ILLUSTRATOR: 'embedded',
      NARRATOR: 'embedded',
      WRITER_MODEL: undefined,
      ILLUSTRATOR_MODEL: 'gpt-image-1',
      NARRATOR_MODEL: undefined,
    } as const;
    expect(storytellerName(embedded)).toBe('embedded|embedded|embedded');
    const providers = {
      ...embedded,
      WRITER: 'anthropic',
      WRITER_MODEL: 'claude-x',
      ILLUSTRATOR: 'openai-compatible',
      NARRATOR: 'elevenlabs',
    } as const;
    expect(storytellerName(providers)).toBe('anthropic:claude-x|openai-compatible:gpt-image-1|elevenlabs');
    expect(typicalMakingS(providers)).toBeGreaterThan(typicalMakingS(embedded) * 5);
  });

  it('answers the typical time before any tale is timed, then the median of the tales made in one go', async () => {
    const user = await createUser(t.app);
    const inputs = { ...(await taleInputs(t.app, user)), language: 'en' };
    const first = (
      await t.app.inject({ method: 'POST', url: API.tales, headers: user.headers, payload: inputs })
    ).json();
    const asked = await t.app.inject({ url: API.tale(first.id), headers: user.headers });
    expect(asked.json().expected_s).toBe(typicalMakingS(t.app.config));

    const ids = [first.id];
    for (let i = 0; i < 2; i++)
      ids.push(
        (await t.app.inject({ method: 'POST', url: API.tales, headers: user.headers, payload: inputs })).json().id,
      );
    for (const id of ids) {
      const events = parseEvents((await t.app.inject({ url: API.taleEvents(id), headers: user.headers })).body);
      expect(events.at(-1)).toMatchObject({ status: 'ready', expected_s: expect.any(Number) });
    }
    const timed = await t.app.db.select().from(tales).where(eq(tales.userId, user.id));
    expect(timed.map((row) => row.madeBy)).toEqual(Array(3).fill(storytellerName(t.app.config)));
    expect(timed.every((row) => row.madeInS !== null && row.madeInS >= 1 && row.madeInS < 120)).toBe(true);

    // As if the providers had taken 40 s, 3 min and 70 s: the median, not the mean.
    for (const [i, seconds] of [40, 180, 70].entries())
      await t.app.db.update(tales).set({ madeInS: seconds }).where(eq(tales.id, ids[i]));
    expect(await makingEstimate(t.app)()).toBe(70);
  });

  it('takes the middle of an odd count and the mean of the two middles of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([10, 40, 20, 30])).toBe(25);
  });
});
