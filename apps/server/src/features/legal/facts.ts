import { LIMITS, type Locale } from '@skazka/contract';
import type { Config } from '../../config.js';
import { planOffers } from '../subscriptions/plans.js';

/** What the legal texts state about this server, read from its configuration so they never drift from it. */
export interface LegalFacts {
  operator: { name: string; address: string | null; email: string | null };
  site: string;
  /** Host of the S3-compatible media storage, or null for the server's own disk. */
  storageHost: string | null;
  sendPhotos: boolean;
  /** Host (or company) of each external AI service, null where the built-in storyteller does the work. */
  writer: string | null;
  illustrator: string | null;
  narrator: string | null;
  analyticsHost: string | null;
  offers: ReturnType<typeof planOffers>;
  trialDays: number;
  resetTokenHours: number;
}

const hostOf = (url: string | undefined, fallback: string) => (url ? new URL(url).host : fallback);

export function legalFacts(config: Config): LegalFacts {
  return {
    operator: {
      name: config.OPERATOR_NAME,
      address: config.OPERATOR_ADDRESS ?? null,
      email: config.OPERATOR_EMAIL ?? null,
    },
    site: config.PUBLIC_URL,
    storageHost: config.S3_BUCKET ? hostOf(config.S3_ENDPOINT, 'Amazon S3') : null,
    sendPhotos: config.SEND_PHOTOS_TO_PROVIDERS,
    writer:
      config.WRITER === 'embedded'
        ? null
        : hostOf(config.WRITER_BASE_URL, config.WRITER === 'anthropic' ? 'Anthropic' : 'OpenAI'),
    illustrator: config.ILLUSTRATOR === 'embedded' ? null : hostOf(config.ILLUSTRATOR_BASE_URL, 'OpenAI'),
    narrator:
      config.NARRATOR === 'embedded'
        ? null
        : hostOf(config.NARRATOR_BASE_URL, config.NARRATOR === 'elevenlabs' ? 'ElevenLabs' : 'OpenAI'),
    analyticsHost: config.ANALYTICS_ORIGIN ? new URL(config.ANALYTICS_ORIGIN).host : null,
    offers: planOffers(config),
    trialDays: LIMITS.trialDays,
    resetTokenHours: LIMITS.resetTokenHours,
  };
}

/** A price as people of the locale write it (minor units in, e.g. 29900 RUB → 299,00 ₽). */
export const formatPrice = (locale: Locale, amount: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);
