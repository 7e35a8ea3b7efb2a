/**
 * The four stages of a tale, each behind a small interface so the service can
 * swap in a real AI provider for any one of them and resume a tale stage by
 * stage: every stage's output is plain data (JSON + bytes) that can be saved.
 */
import type { CharacterKind, ChildLook, Locale, MoralSlug, Sex, WordTiming } from '@skazka/contract';
import type { CreatureId, ObjectId, PlaceId, Scene } from './scene/vocabulary.js';
import type { AgeBand } from './writer/content/format.js';

/** A child of the family: the hero, or a sibling starring beside them. */
export interface TaleChild {
  name: string;
  sex: Sex;
  /** YYYY-MM-DD; the age (and so the length and tone) is computed from it. */
  birthday: string;
  /** The chosen avatar or photo (PNG, JPEG or WebP bytes); the illustrator takes the child's colours from it. */
  avatar?: Uint8Array;
  /** The look the parent chose; when given, the child is drawn exactly so and `avatar` is not read. */
  look?: ChildLook | null;
}

/** The place, creature and key object a tale is told in. */
export interface TaleWorld {
  place: PlaceId;
  creature: CreatureId;
  object: ObjectId;
}

/**
 * What the child has heard lately, newest first, so a new tale repeats none of
 * it while there is another choice; `historyOf` makes it from the child's tales.
 */
export interface TaleHistory {
  titles: string[];
  /** Indexes into the pack's shared openings and closings. */
  openings: number[];
  closings: number[];
  /** The worlds each plot (`embedded:<id>`) was told in. */
  worlds: Record<string, TaleWorld[]>;
  /** The wordings each plot was told with (`WrittenTale.shared.wordings`), newest first. */
  wordings: Record<string, number[][]>;
}

export interface TaleRequest {
  hero: TaleChild;
  /** `kind` is what the parent says the friend is; without it the writer guesses from the name. */
  friend?: { name: string; kind?: CharacterKind | null } | null;
  /** A sibling stars in the friend's place (a tale has a friend or a sibling, not both); the tale is pitched at the younger. */
  sibling?: TaleChild | null;
  moral: MoralSlug;
  language: Locale;
  seed: number;
  /** YYYY-MM-DD the age is counted at; today when absent. */
  today?: string;
  /** The child's earlier tales in this language; none when absent. */
  history?: TaleHistory;
}

export interface WrittenPage {
  text: string;
  scene: Scene;
}

export interface WrittenQuestion {
  question: string;
  options: string[];
  /** Index of the right option. */
  answer: number;
}

export interface WrittenTale {
  title: string;
  language: Locale;
  ageBand: AgeBand;
  /** Which plot of the language pack this is (`embedded:<id>` or a provider's name). */
  plot: string;
  pages: WrittenPage[];
  cover: Scene;
  questions: WrittenQuestion[];
  /**
   * Which of the pack's shared openings and closings the tale took (the embedded writer's), for `historyOf`,
   * and which wording of each of the plot's slots (`wordings`: one entry per slot of the plot's pages in
   * order, the index into its `alts`, -1 where there was no choice or the slot was not told).
   */
  shared?: { opening?: number; closing?: number; wordings?: number[] };
}

/** A file a stage makes. */
export interface Artifact {
  name: string;
  contentType: string;
  data: Uint8Array;
}

/** A tale's pictures at one size: the cover and one a page. */
export interface PictureSet {
  cover: Artifact;
  pages: Artifact[];
}

/** The pictures at print width (the book and large screens). */
export interface Illustrations extends PictureSet {
  /** The same pictures at phone width (≈ 800 px), when the illustrator makes them. */
  phone?: PictureSet;
  /**
   * The pictures above are the phone sizes, and the print sizes are drawn later by
   * `Illustrator.drawPrintSizes`, when the book or a large screen first needs them: a tale can be
   * read once its phone pictures exist, and a tale read only on phones never pays for the large ones.
   */
  printLater?: boolean;
  /** With `printLater`: how wide `drawPrintSizes` will draw (for `srcset` before they exist). */
  printWidth?: number;
}

export interface NarrationResult {
  audio: Artifact;
  duration_s: number;
  /** When each page starts in the audio; page numbers from 1. */
  marks: Array<{ page: number; start_s: number }>;
  /**
   * When each word of a page's text is heard, for read-along (`from`/`to`: UTF-16
   * offsets into that page's text); empty when the narrator gives no timings.
   */
  words: WordTiming[];
}

/** Reports a stage's own progress, from 0 to 1. */
export type ProgressReporter = (fraction: number, detail?: string) => void;

export interface StageContext {
  onProgress?: ProgressReporter;
  signal?: AbortSignal;
}

export interface Writer {
  write(request: TaleRequest, context?: StageContext): Promise<WrittenTale>;
}

export interface Illustrator {
  illustrate(tale: WrittenTale, request: TaleRequest, context?: StageContext): Promise<Illustrations>;
  /** The print-width pictures of a tale `illustrate` drew at phone width only (`printLater`). */
  drawPrintSizes?(tale: WrittenTale, request: TaleRequest, context?: StageContext): Promise<PictureSet>;
}

export interface Narrator {
  narrate(tale: WrittenTale, context?: StageContext): Promise<NarrationResult>;
}

export interface Typesetter {
  typeset(tale: WrittenTale, pictures: Illustrations, request: TaleRequest, context?: StageContext): Promise<Artifact>;
}
