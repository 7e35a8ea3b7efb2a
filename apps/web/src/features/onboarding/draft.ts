import type { CharacterKind, Locale, Sex } from '@skazka/contract';
import { currentLocale } from '../../lib/i18n';
import { readStored, writeStored } from '../../lib/storage';

export const ONBOARDING_STEPS = [
  'benefits',
  'questions',
  'audio',
  'print',
  'child',
  'friend',
  'moral',
  'language',
  'photo',
  'signup',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** What a visitor chose before they have an account; kept locally so a reload loses nothing. */
export interface OnboardingDraft {
  /** The furthest step reached: a visitor coming back goes on from there, and a link cannot skip past it. */
  step: number;
  child: { name: string; sex: Sex; date_of_birth: string } | null;
  friendName: string;
  /** What the friend is; absent in drafts kept before it was asked. */
  friendKind?: CharacterKind | null;
  moralId: number | null;
  /** The tales' language, which the interface's own language does not follow. */
  language: Locale;
}

export const emptyDraft = (): OnboardingDraft => ({
  step: 0,
  child: null,
  friendName: '',
  moralId: null,
  // Most families read tales in the language they use the app in; the language step can change it.
  language: currentLocale(),
});

export function loadDraft(): OnboardingDraft {
  try {
    return { ...emptyDraft(), ...(JSON.parse(readStored('onboarding') ?? '{}') as Partial<OnboardingDraft>) };
  } catch {
    return emptyDraft();
  }
}

export const saveDraft = (draft: OnboardingDraft) => writeStored('onboarding', JSON.stringify(draft));
