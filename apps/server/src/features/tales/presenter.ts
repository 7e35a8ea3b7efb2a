import {
  API,
  type Friend,
  type Narration,
  type QuestionPage,
  type Tale,
  type TaleDetail,
  type TaleSummary,
  isGirl,
} from '@skazka/contract';
import { guessKind, type WrittenTale } from '@skazka/storyteller';
import type { Storage } from '../../storage/storage.js';
import type { TaleRow } from './repository.js';
import { printKeyOf } from './stage-outputs.js';

// A parent reads aloud at about this pace; used until the narration gives the real length.
const READ_ALOUD_WORDS_PER_MINUTE = 110;

const written = (row: TaleRow) => row.written as WrittenTale | null;

/** A sibling is a boy or a girl with their child id; a friend of no stated kind (an older character) is shown as the guess. */
function friendOf(row: TaleRow): Friend | null {
  if (row.sibling)
    return {
      id: row.siblingId ?? 0,
      name: row.sibling.name,
      kind: isGirl(row.sibling.sex) ? 'girl' : 'boy',
      child: row.siblingId,
    };
  if (!row.friendName) return null;
  return {
    id: row.characterId ?? 0,
    name: row.friendName,
    kind: row.friendKind ?? guessKind(row.friendName, row.language),
    child: null,
  };
}

/** Picks the API's fields of a tale explicitly (docs/API.md "Tales"); media as signed URLs. */
export function talePresenter(storage: Storage) {
  const url = (key: string | null | undefined) => (key ? storage.url(key) : Promise.resolve(null));

  /**
   * The phone-width picture and the print-width one for `srcset`. While the print sizes are left
   * for later (`printLater`), `pictureUrl` is the phone picture and the print one's address is
   * where it will be kept: the media route draws it on its first request (print-sizes.ts). Only
   * the one picture when no phone size was stored (tales made before).
   */
  async function srcset(row: TaleRow, page: number, pictureUrl: string): Promise<string> {
    const { phone, widths, printLater, pages } = row.pictures ?? {};
    if (!pictureUrl || !widths) return pictureUrl;
    if (printLater && widths.print && pages?.[page])
      return `${pictureUrl} ${widths.phone}w, ${await url(printKeyOf(pages[page]))} ${widths.print}w`;
    const phoneUrl = await url(phone?.pages[page]);
    if (!phoneUrl || !widths.print) return `${pictureUrl} ${widths.phone}w`;
    return `${phoneUrl} ${widths.phone}w, ${pictureUrl} ${widths.print}w`;
  }

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
      favourite: row.favourite,
      created_at: row.createdAt.toISOString(),
    };
  }

  /** `expectedS`: how long the storyteller takes to make a tale (./making-estimate.ts). */
  async function detail(row: TaleRow, expectedS: number): Promise<TaleDetail> {
    return {
      ...(await summary(row)),
      stage_detail: row.stageDetail,
      error: row.status === 'failed' ? row.error : null,
      expected_s: expectedS,
    };
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
      pages: await Promise.all(
        text.pages.map(async (page, i) => {
          const image_url = (await url(pageKeys[i])) ?? '';
          return { text: page.text, image_url, image_srcset: await srcset(row, i, image_url) };
        }),
      ),
      moral_name: moralName,
      hero: {
        ...(row.childId ? { id: row.childId } : {}),
        name: hero.name,
        sex: hero.sex,
        date_of_birth: hero.dateOfBirth,
        url: hero.avatarUrl ?? (await url(hero.avatarKey)),
      },
      friend: friendOf(row),
      audio_url: await url(row.narration?.key),
      // The book is made on its first request, so it can be asked for as soon as the tale is readable.
      print_url: API.talePrint(row.id),
      questions_count: text.questions.length,
      reading_minutes: readingMinutes(row, text),
    };
  }

  async function narration(row: TaleRow): Promise<Narration> {
    const { key, durationS, lang, marks, words = [] } = row.narration!;
    return { url: (await url(key))!, duration_s: durationS, lang, marks, words };
  }

  function question(row: TaleRow, page: number): QuestionPage | null {
    const questions = written(row)?.questions ?? [];
    const found = questions[page - 1];
    if (!found) return null;
    return { page, count: questions.length, question: found.question, options: found.options, answer: found.answer };
  }

  return { summary, detail, tale, narration, question };
}
