import { LEGAL_VERSIONS, type LegalDoc, type LegalDocument, type Locale } from '@skazka/contract';
import type { Config } from '../../config.js';
import { type LegalText, renderHtml } from './document.js';
import { legalFacts } from './facts.js';
import { de } from './texts/de.js';
import { en } from './texts/en.js';
import { es } from './texts/es.js';
import { fr } from './texts/fr.js';
import { ru } from './texts/ru.js';

const TEXTS: Record<Locale, typeof en> = { ru, en, fr, es, de };

/** Every legal text of this server in every language, built once from its configuration. */
export function legalDocuments(config: Config) {
  const facts = legalFacts(config);
  const built = Object.fromEntries(Object.entries(TEXTS).map(([locale, texts]) => [locale, texts(facts)])) as Record<
    Locale,
    Record<LegalDoc, LegalText>
  >;
  return (doc: LegalDoc, locale: Locale): LegalDocument => {
    const text = built[locale][doc];
    return { doc, version: LEGAL_VERSIONS[doc], title: text.title, html: renderHtml(text) };
  };
}
