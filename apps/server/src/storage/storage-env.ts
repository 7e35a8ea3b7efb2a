import { z } from 'zod';
import { envBool as bool } from '../lib/env-bool.js';

/** S3-compatible media storage (README "Configuration"): set S3_BUCKET to use it instead of DATA_DIR/media. */
export const storageEnv = {
  S3_BUCKET: z.string().min(3).max(63).optional(),
  // Any S3-compatible service (MinIO, Ceph, R2, …); AWS itself when absent.
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Keys are stored under this folder of the bucket, so one bucket can serve several installations. */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-]+\/)*$/, 'a folder path ending in "/"')
    .default(''),
};
