import { z } from 'zod';
import { msg } from './common.js';

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

export const legalDocSchema = z.object({
  doc: z.enum(LEGAL_DOCS),
  version: z.string().describe('Changes whenever the text does; signup keeps the versions accepted'),
  title: z.string(),
  html: z.string().describe('The text as HTML (headings, paragraphs, lists, links); every value in it escaped'),
});
export type LegalDocument = z.infer<typeof legalDocSchema>;

/** DELETE /api/user/: the password, so a borrowed unlocked phone cannot erase a family. */
export const accountDeleteSchema = z.object({
  password: z.string(msg('required')).min(1, msg('required')).max(255, msg('invalidPassword')),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteSchema>;
