import { z } from 'zod';

/** A yes/no environment variable: true, false, 1, 0, yes or no. */
export const envBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));
