/**
 * The shape of the embedded writer's content: one language pack per language,
 * each written natively (its own plots, rhythm and idioms), all drawing on the
 * same drawable vocabulary so the illustrator can picture every page.
 *
 * ## Template syntax (inside any text)
 *
 * Names and words are data: the engine substitutes them after the text is
 * chosen, so a name can never be read as markup.
 *
 *   {hero}                the hero's name (nominative)
 *   {hero.gen} .dat .acc .ins .pre   Russian case forms of the hero's name
 *   {friend} {friend.dat} …          the same for the friend (only in friend texts)
 *   {place} {place.in} {place.to} …  the chosen place; forms come from the pack's vocab
 *   {creature} {creature.acc} …      the chosen creature
 *   {object} {object.gen} …          the chosen key object
 *   {other.place.in}, {other2.creature}, {other.object.acc}
 *                         another place / creature / object than the chosen one
 *                         (for plausible wrong answers and passing details)
 *   {^…}                  capitalises the first letter: {^creature} at a sentence start
 *   {h:m|f}               choose by the hero's sex: «{hero} {h:пошёл|пошла}»
 *   {f:m|f}               by the friend's grammatical gender
 *   {c:m|f|n}, {o:m|f|n}, {p:m|f|n}  by the gender of the creature, object, place word
 *                         (the n form may be left out when the language has no neuter)
 *
 * Russian names are declined by the engine (petrovich); every other text is
 * written out in full by the pack's author: vocabulary words carry every form a
 * pack's templates use, with whatever keys the author chooses (`in`, `to`, `acc`,
 * `def` for a German/French article form, `pl`…). A key used but not defined is a
 * test failure, never a silent gap.
 */
import type { Locale, MoralSlug } from '@skazka/contract';
import type {
  CastActions,
  CreatureId,
  CreatureSpot,
  Framing,
  Mood,
  ObjectContents,
  ObjectId,
  ObjectSpot,
  ObjectState,
  PlaceId,
  PropId,
  TimeOfDay,
  Weather,
} from '../../scene/vocabulary.js';

export type Gender = 'm' | 'f' | 'n';

/** Age bands of docs/STORY-CRAFT.md: 2-4 years 250-450 words, 5-7 450-800, 8-10 800-1300. */
export const AGE_BANDS = ['2-4', '5-7', '8-10'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const WORDS_PER_BAND: Record<AgeBand, { min: number; max: number }> = {
  '2-4': { min: 250, max: 450 },
  '5-7': { min: 450, max: 800 },
  '8-10': { min: 800, max: 1300 },
};

export interface Word {
  gender: Gender;
  /** `nom` is required; add every other form your templates use. */
  forms: { nom: string } & Record<string, string>;
}

/**
 * One sentence (or a short run of sentences) of a page. A plain string is used
 * for every age band, with and without a friend. The object form narrows it:
 *  - `alts`: alternative wordings; the seed picks one (variety between tales);
 *  - `bands`: only for these age bands (longer scenes, inner thoughts for 8-10,
 *    a refrain for 2-4);
 *  - `friend: true` only when the tale has a friend, `false` only when it has none.
 */
export type Slot =
  | string
  | { text: string; bands?: AgeBand[]; friend?: boolean }
  | { alts: string[]; bands?: AgeBand[]; friend?: boolean };

/** What the page's picture shows. `'world'` means the tale's chosen place / creature / object. */
export interface PageScene {
  place: PlaceId | 'world';
  time: TimeOfDay;
  weather?: Weather;
  mood?: Mood;
  /** Who is in the picture; `friend` is dropped by the engine when there is none. */
  cast: Array<'hero' | 'friend' | 'creature'>;
  /**
   * Which creature the picture's creature is: the tale's own (`world`, left out) or the one the
   * text calls {other.creature}, where the page is about that one (the puppy who won the race).
   * A picture draws one creature: the page's annotation picks it.
   */
  creature?: 'world' | 'other';
  object?: ObjectId | 'world' | null;
  /** What the cast does on this page (src/scene/vocabulary.ts); left out, they stand. */
  actions?: Partial<CastActions>;
  /** Where the object is and its state, when not whole in the hero's hands. */
  objectAt?: ObjectSpot;
  objectState?: ObjectState;
  /** What a basket or nest holds when not its own (fruit, eggs): stones gathered, eggs in a basket. */
  objectHolds?: ObjectContents | null;
  /** Where the creature is when the text puts it somewhere: in the object, on a rock in the water, under a bush. */
  creatureAt?: CreatureSpot;
  /** Left out, a medium shot. */
  framing?: Framing;
  prop?: PropId | null;
}

export interface Page {
  scene: PageScene;
  text: Slot[];
}

/** A question about what happened in this tale, with its right answer and two plausible wrong ones. */
export interface QuestionTemplate {
  question: string;
  right: string;
  wrong: [string, string];
  /** Only with (`true`) or without (`false`) a friend. */
  friend?: boolean;
  /** Only for these age bands: a question about what only a `bands` slot tells (checks/question-check.ts). */
  bands?: AgeBand[];
}

export interface Plot {
  /** Unique within the pack, kebab-case: `kindness-cold-fawn`. */
  id: string;
  moral: MoralSlug;
  /** Title alternatives; the seed picks one. */
  titles: string[];
  /** The world of the tale: the seed picks one of each. */
  places: PlaceId[];
  creatures: CreatureId[];
  objects: ObjectId[];
  /** 6 to 10 pages. */
  pages: Page[];
  /** 3 to 5 questions after filtering by friend; the last one about feelings or the moral. */
  questions: QuestionTemplate[];
}

export interface LanguagePack {
  language: Locale;
  /** Words for every id of the drawable vocabulary that the pack's plots can choose. */
  places: Partial<Record<PlaceId, Word>>;
  creatures: Partial<Record<CreatureId, Word>>;
  objects: Partial<Record<ObjectId, Word>>;
  /** Openings and closings shared by all plots (varied: «Жил-был…», «В некотором царстве…»). */
  openings: Slot[];
  /** The engine puts one opening before page 1 and one closing after the last page. */
  closings: Slot[];
  /**
   * Beginnings of words that say someone sleeps or dreams (lower case: 'asleep', 'dream'; 'усн', 'спит').
   * When the plot's last page already says so, the closing is not one that puts the hero to sleep again
   * (“…and Tom was fast asleep. Tom gave a yawn… Soon he was fast asleep”): it talks to the listener instead.
   */
  asleep: string[];
  /**
   * Titles any plot can take, made of the tale's world and hero ({hero} and
   * {^creature}, {place.in}…, never {friend}): when a child heard all of a
   * plot's own titles lately, the tale takes one of these instead.
   */
  titles: string[];
  plots: Plot[];
  /**
   * Words the pack writes on purpose that hunspell's dictionary for the language does not know:
   * onomatopoeia, diminutives, compounds, the plots' own names (src/writer/checks/spelling.ts).
   * Every other word a tale can say must be in the dictionary.
   */
  ownWords: readonly string[];
}
