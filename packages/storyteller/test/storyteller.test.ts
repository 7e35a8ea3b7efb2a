import { describe, expect, it } from 'vitest';
import type { Artifact, Illustrator, Narrator, TaleRequest, Typesetter } from '../src/stages.js';
import { createStoryteller, type StageName } from '../src/storyteller.js';
import { createEmbeddedWriter } from '../src/writer/embedded-writer.js';
import { fixturePack } from './fixtures/fixture-pack.js';

const request: TaleRequest = {
  hero: { name: 'Маша', sex: 'Девочка', birthday: '2020-05-01' },
  friend: { name: 'Ёжик' },
  moral: 'friendship',
  language: 'ru',
  seed: 7,
  today: '2026-01-01',
};
const file = (name: string, text: string): Artifact => ({
  name,
  contentType: 'text/plain',
  data: new TextEncoder().encode(text),
});

/** Small in-test stages that record what they were called with. */
function fakeStages() {
  const calls: string[] = [];
  const illustrator: Illustrator = {
    async illustrate(tale, _request, context) {
      calls.push('illustrate');
      context?.onProgress?.(0.5);
      return {
        cover: file('cover.png', tale.title),
        pages: tale.pages.map((_, i) => file(`page-${i + 1}.png`, `p${i}`)),
      };
    },
  };
  const narrator: Narrator = {
    async narrate(tale) {
      calls.push('narrate');
      return {
        audio: file('narration.mp3', 'mp3'),
        duration_s: tale.pages.length * 10,
        marks: tale.pages.map((_, i) => ({ page: i + 1, start_s: i * 10 })),
        words: [],
      };
    },
  };
  const typesetter: Typesetter = {
    async typeset(tale, pictures) {
      calls.push('typeset');
      return file('tale.pdf', `${tale.title} ${pictures.pages.length}`);
    },
  };
  const writer = createEmbeddedWriter({ ru: fixturePack });
  return {
    calls,
    stages: {
      writer: { write: (r: TaleRequest) => (calls.push('write'), writer.write(r)) },
      illustrator,
      narrator,
      typesetter,
    },
  };
}

describe('createStoryteller', () => {
  it('runs the four stages in order, reporting overall progress and timings', async () => {
    const { calls, stages } = fakeStages();
    const progress: Array<[StageName, number]> = [];
    const result = await createStoryteller(stages).tell(request, {
      onProgress: (stage, percent) => progress.push([stage, percent]),
    });
    expect(calls).toEqual(['write', 'illustrate', 'narrate', 'typeset']);
    expect(result.tale.ageBand).toBe('5-7');
    expect(result.pictures.pages).toHaveLength(result.tale.pages.length);
    expect(new TextDecoder().decode(result.print.data)).toBe(`${result.tale.title} ${result.tale.pages.length}`);
    expect(Object.keys(result.timings)).toEqual(['writing', 'illustrating', 'narrating', 'typesetting']);
    const percents = progress.map(([, percent]) => percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(progress[0]).toEqual(['writing', 0]);
    expect(progress).toContainEqual(['illustrating', 3]);
    expect(progress.at(-1)).toEqual(['typesetting', 100]);
  });

  it('resumes from saved outputs, running only the missing stages', async () => {
    const first = fakeStages();
    const { tale, pictures } = await createStoryteller(first.stages).tell(request);
    const again = fakeStages();
    const result = await createStoryteller(again.stages).tell(request, { saved: { tale, pictures } });
    expect(again.calls).toEqual(['narrate', 'typeset']);
    expect(result.tale).toBe(tale);
    expect(result.timings.writing).toBe(0);
  });

  it('runs one stage on its own from saved outputs, and says what is missing', async () => {
    const { calls, stages } = fakeStages();
    const storyteller = createStoryteller(stages);
    const written = await storyteller.runStage('writing', request, {});
    const narrated = await storyteller.runStage('narrating', request, written);
    expect(narrated.narration?.marks[0]).toEqual({ page: 1, start_s: 0 });
    expect(narrated.tale).toBe(written.tale);
    await expect(storyteller.runStage('typesetting', request, narrated)).rejects.toThrow(/needs the pictures output/);
    expect(calls).toEqual(['write', 'narrate']);
  });

  it('draws the print sizes an illustrator left for later alongside narration, and typesets from them', async () => {
    const { calls, stages } = fakeStages();
    const phoneFirst: Illustrator = {
      async illustrate(tale) {
        calls.push('illustrate phone');
        const pages = tale.pages.map((_, i) => file(`page-${i + 1}-phone.png`, `small ${i}`));
        return { cover: file('cover-phone.png', 'small'), pages, printLater: true };
      },
      async drawPrintSizes(tale) {
        calls.push('draw print sizes');
        return {
          cover: file('cover.png', 'large'),
          pages: tale.pages.map((_, i) => file(`page-${i + 1}.png`, `${i}`)),
        };
      },
    };
    const storyteller = createStoryteller({ ...stages, illustrator: phoneFirst });
    const result = await storyteller.tell(request);
    expect(calls).toEqual(['write', 'illustrate phone', 'draw print sizes', 'narrate', 'typeset']);
    expect(result.pictures.printLater).toBeUndefined();
    expect(result.pictures.cover.name).toBe('cover.png');
    expect(result.pictures.phone?.cover.name).toBe('cover-phone.png');
    expect(result.pictures.phone?.pages).toHaveLength(result.tale.pages.length);

    // A book asked for before they were drawn (or kept) is typeset from print sizes drawn for it.
    const illustrated = await storyteller.runStage('illustrating', request, { tale: result.tale });
    let typesetFrom = '';
    const book = createStoryteller({
      ...stages,
      illustrator: phoneFirst,
      typesetter: { typeset: async (_tale, pictures) => ((typesetFrom = pictures.cover.name), file('tale.pdf', '')) },
    });
    await book.runStage('typesetting', request, illustrated);
    expect(typesetFrom).toBe('cover.png');
  });

  it('stops before a stage when aborted', async () => {
    const { stages } = fakeStages();
    const controller = new AbortController();
    controller.abort();
    await expect(createStoryteller(stages).tell(request, { signal: controller.signal })).rejects.toThrow();
  });
});
