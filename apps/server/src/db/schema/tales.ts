import { CHARACTER_KINDS, LOCALES, type ChildLook, type SEXES, TALE_STATUSES, type WordTiming } from '@skazka/contract';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { morals } from './morals.js';
import { users } from './users.js';

/** The child as the tale was asked for: a tale keeps its hero even if the child changes later. */
export interface TaleHero {
  name: string;
  sex: (typeof SEXES)[number];
  dateOfBirth: string;
  /** A preset avatar URL or a stored media key (a drawn avatar or the photo). */
  avatarUrl: string | null;
  avatarKey: string | null;
  /** The avatar is the child's own photo: it never leaves the server unless allowed. */
  avatarIsPhoto: boolean;
  /** The look the child had when the tale was asked for; absent on older tales and on children without one. */
  look?: ChildLook | null;
}

/**
 * Stored media of the illustrating stage: each picture at the largest size drawn (print
 * width, or phone width while `printLater`), and at phone width when a larger one exists.
 */
export interface TalePictures {
  cover: string;
  pages: string[];
  /** Absent on tales illustrated before phone sizes were kept, and while `printLater`. */
  phone?: { cover: string; pages: string[] };
  /**
   * Pixel widths of the two sizes, for `srcset`; while `printLater`, `print` is the width they will
   * be drawn at (absent on tales that drew them before the tale was ready).
   */
  widths?: { print?: number; phone: number };
  /** The pictures above are the phone sizes; the print sizes are drawn on their first request (print-sizes.ts). */
  printLater?: boolean;
}

export interface TaleNarration {
  key: string;
  lang: (typeof LOCALES)[number];
  durationS: number;
  marks: Array<{ page: number; start_s: number }>;
  /** Word timings for read-along; absent on narrations stored before they were kept. */
  words?: WordTiming[];
}

/**
 * One tale and the saved output of every finished stage, so a run resumes at the
 * first stage without output. `leaseOwner`/`leaseUntil` say which worker runs it
 * now; a worker that stops renewing its lease is presumed dead.
 */
export const tales = pgTable(
  'tales',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Null for the demo tales, which belong to nobody.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // The children and characters features own those tables; a tale keeps its own copy of the hero.
    childId: integer('child_id'),
    characterId: integer('character_id'),
    friendName: text('friend_name'),
    /** What the friend is; null for a tale without a friend, a sibling tale, or a friend of no stated kind. */
    friendKind: text('friend_kind', { enum: CHARACTER_KINDS }),
    /** A second child starring in the friend's place, copied like the hero. */
    siblingId: integer('sibling_id'),
    sibling: jsonb('sibling').$type<TaleHero>(),
    moralId: integer('moral_id')
      .notNull()
      .references(() => morals.id),
    language: text('language', { enum: LOCALES }).notNull(),
    seed: integer('seed').notNull(),
    hero: jsonb('hero').$type<TaleHero>().notNull(),
    demoLanguage: text('demo_language', { enum: LOCALES }),

    status: text('status', { enum: TALE_STATUSES }).notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    stageDetail: text('stage_detail'),
    error: text('error'),
    /** How many times each stage was started, e.g. `{"writing": 1}`. */
    stageRuns: jsonb('stage_runs').$type<Record<string, number>>().notNull().default({}),

    title: text('title').notNull().default(''),
    written: jsonb('written'),
    pictures: jsonb('pictures').$type<TalePictures>(),
    narration: jsonb('narration').$type<TaleNarration>(),
    printKey: text('print_key'),
    favourite: boolean('favourite').notNull().default(false),
    /** Which storyteller made it (the configured providers of its stages), and in how many seconds from asked to ready, when made in one go: the waiting estimate is their recent median. */
    madeBy: text('made_by'),
    madeInS: integer('made_in_s'),

    jobId: text('job_id'),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tales_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('tales_demo_language_idx')
      .on(t.demoLanguage)
      .where(sql`${t.demoLanguage} IS NOT NULL`),
    index('tales_made_by_idx').on(t.madeBy, t.updatedAt),
    index('tales_running_idx')
      .on(t.leaseUntil)
      .where(sql`${t.leaseOwner} IS NOT NULL`),
  ],
);
