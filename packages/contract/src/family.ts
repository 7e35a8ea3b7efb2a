import { z } from 'zod';
import { msg, withoutControlCharacters } from './common.js';
import { LEGAL_DOCS } from './legal.js';

export const legalDocSchema = z.object({
  doc: z.enum(LEGAL_DOCS),
  version: z.string().describe('Changes whenever the text does; signup keeps the versions accepted'),
  title: z.string(),
  html: z.string().describe('The text as HTML (headings, paragraphs, lists, links); every value in it escaped'),
});
export type LegalDocument = z.infer<typeof legalDocSchema>;

/** DELETE /api/user/: the password, so a borrowed unlocked phone cannot erase a family. */
export const accountDeleteSchema = z.object({
  password: withoutControlCharacters(
    z.string(msg('required')).min(1, msg('required')).max(255, msg('invalidPassword')),
  ),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteSchema>;
