// Kept apart from the schemas (family.ts): pages that only link the legal texts need no zod on their first load.

/** The legal texts the service publishes (GET /api/legal/{doc}/, the web app's /legal/{doc}). */
export const LEGAL_DOCS = ['privacy', 'offer', 'personal-data'] as const;
export type LegalDoc = (typeof LEGAL_DOCS)[number];

/**
 * The current version of each text, in every language at once: raise it whenever a
 * text changes in substance, since signup records the versions a parent accepted.
 */
export const LEGAL_VERSIONS: Record<LegalDoc, string> = {
  privacy: '2026-11-25',
  offer: '2026-11-25',
  'personal-data': '2026-11-25',
};
