/**
 * The CLI's options as a tale request, for one tale from the command line and
 * for each line of a batch file alike. Options are named as a batch line names
 * them (`friend_kind`, `sibling.sex`); the command line shows them as its flags.
 */
import {
  characterKindSchema,
  isoDateSchema,
  languageSchema,
  moralSlugSchema,
  personNameSchema,
  sexSchema,
} from '@skazka/contract';
import type { TaleRequest } from '../src/index.js';

export interface TaleOptions {
  name?: unknown;
  sex?: unknown;
  birthday?: unknown;
  friend?: unknown;
  friend_kind?: unknown;
  sibling?: { name?: unknown; sex?: unknown; birthday?: unknown } | null;
  moral?: unknown;
  lang?: unknown;
  seed?: unknown;
  today?: unknown;
}

/** An option that is missing or not valid; `option` is its batch name. */
export class BadOption extends Error {
  constructor(
    readonly option: string,
    readonly value: unknown,
  ) {
    super(`bad or missing ${option}: ${value === undefined ? '(none)' : JSON.stringify(value)}`);
  }
}

function parse<T>(
  option: string,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new BadOption(option, value);
  return result.data;
}

/** The request the options ask for; the defaults are the CLI's (Russian, seed 1). Throws BadOption. */
export function taleRequestFrom(options: TaleOptions): TaleRequest {
  const seed = Number(options.seed ?? 1);
  if (!Number.isSafeInteger(seed)) throw new BadOption('seed', options.seed);
  const { sibling } = options;
  if (sibling !== undefined && sibling !== null && typeof sibling !== 'object') throw new BadOption('sibling', sibling);
  return {
    hero: {
      name: parse('name', personNameSchema, options.name),
      sex: parse('sex', sexSchema, options.sex),
      birthday: parse('birthday', isoDateSchema, options.birthday),
    },
    friend:
      options.friend !== undefined && options.friend !== null && options.friend !== ''
        ? {
            name: parse('friend', personNameSchema, options.friend),
            kind: options.friend_kind ? parse('friend_kind', characterKindSchema, options.friend_kind) : null,
          }
        : null,
    sibling: sibling
      ? {
          name: parse('sibling.name', personNameSchema, sibling.name),
          sex: parse('sibling.sex', sexSchema, sibling.sex),
          birthday: parse('sibling.birthday', isoDateSchema, sibling.birthday),
        }
      : null,
    moral: parse('moral', moralSlugSchema, options.moral),
    language: parse('lang', languageSchema, options.lang ?? 'ru'),
    seed,
    today: options.today ? parse('today', isoDateSchema, options.today) : undefined,
  };
}
