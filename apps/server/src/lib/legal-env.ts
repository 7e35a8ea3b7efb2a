import { z } from 'zod';

/**
 * Who runs this server, as the legal texts name them (README "Configuration").
 * The defaults suit a private install; a public one sets its own.
 */
export const legalEnv = {
  OPERATOR_NAME: z.string().trim().min(2).max(200).default('Skazka'),
  OPERATOR_ADDRESS: z.string().trim().min(5).max(300).optional(),
  OPERATOR_EMAIL: z.email('must be an email address').optional(),
};
