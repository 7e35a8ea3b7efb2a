import { type CharacterKind, DEFAULT_LOCALE, type Locale, type Sex } from '@skazka/contract';
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

/** What a visitor chose before they have an account; kept locally so a reload loses nothing. */
export interface OnboardingDraft {
  step: number;
  child: { name: string; sex: Sex; date_of_birth: string } | null;
  friendName: string;
  /** What the friend is; absent in drafts kept before it was asked. */
  friendKind?: CharacterKind | null;
  moralId: number | null;
  language: Locale;
}

export const emptyDraft = (): OnboardingDraft => ({
  step: 0,
  child: null,
  friendName: '',
  moralId: null,
  language: DEFAULT_LOCALE,
});

export function loadDraft(): OnboardingDraft {
  try {
    return { ...emptyDraft(), ...(JSON.parse(readStored('onboarding') ?? '{}') as Partial<OnboardingDraft>) };
  } catch {
    return emptyDraft();
  }
}

export const saveDraft = (draft: OnboardingDraft) => writeStored('onboarding', JSON.stringify(draft));
