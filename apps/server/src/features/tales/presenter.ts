import type { Narration, QuestionPage, Tale, TaleDetail, TaleSummary } from '@skazka/contract';
import type { WrittenTale } from '@skazka/storyteller';
import type { Storage } from '../../storage/storage.js';
import type { TaleRow } from './repository.js';

// A parent reads aloud at about this pace; used until the narration gives the real length.
const READ_ALOUD_WORDS_PER_MINUTE = 110;

const written = (row: TaleRow) => row.written as WrittenTale | null;

/** Picks the API's fields of a tale explicitly (API.md "Tales"); media as signed URLs. */
export function talePresenter(storage: Storage) {
  const url = (key: string | null | undefined) => (key ? storage.url(key) : Promise.resolve(null));

  async function summary(row: TaleRow): Promise<TaleSummary> {
    return {
      id: row.id,
      title: row.title,
      status: row.status,
      progress: row.progress,
      language: row.language,
      child: row.childId ?? 0,
      character: row.characterId,
      moral: row.moralId,
      cover_url: await url(row.pictures?.cover),
      created_at: row.createdAt.toISOString(),
    };
  }

  async function detail(row: TaleRow): Promise<TaleDetail> {
    return { ...(await summary(row)), stage_detail: row.stageDetail, error: row.status === 'failed' ? row.error : null };
  }

  function readingMinutes(row: TaleRow, tale: WrittenTale) {
    if (row.narration) return Math.max(1, Math.ceil(row.narration.durationS / 60));
    const words = tale.pages.reduce((sum, page) => sum + page.text.split(/\s+/).filter(Boolean).length, 0);
    return Math.max(1, Math.round(words / READ_ALOUD_WORDS_PER_MINUTE));
  }

  async function tale(row: TaleRow, moralName: string): Promise<Tale> {
    const text = written(row)!;
    const pageKeys = row.pictures?.pages ?? [];
    const { hero } = row;
    return {
      ...(await summary(row)),
      pages: await Promise.all(text.pages.map(async (page, i) => ({ text: page.text, image_url: (await url(pageKeys[i])) ?? '' }))),
      moral_name: moralName,
      hero: {
        ...(row.childId ? { id: row.childId } : {}),
        name: hero.name,
        sex: hero.sex,
        date_of_birth: hero.dateOfBirth,
        url: hero.avatarUrl ?? (await url(hero.avatarKey)),
      },
      friend: row.friendName ? { id: row.characterId ?? 0, name: row.friendName } : null,
      audio_url: await url(row.narration?.key),
      print_url: await url(row.printKey),
      questions_count: text.questions.length,
      reading_minutes: readingMinutes(row, text),
    };
  }

  async function narration(row: TaleRow): Promise<Narration> {
    const { key, durationS, lang, marks } = row.narration!;
    return { url: (await url(key))!, duration_s: durationS, lang, marks };
  }

  function question(row: TaleRow, page: number): QuestionPage | null {
    const questions = written(row)?.questions ?? [];
    const found = questions[page - 1];
    if (!found) return null;
    return { page, count: questions.length, question: found.question, options: found.options, answer: found.answer };
  }

  return { summary, detail, tale, narration, question };
}

export type TalePresenter = ReturnType<typeof talePresenter>;
