import type { MessageKey } from '@skazka/contract';

/**
 * An expected failure with a stable catalogue code. With a `field` it answers in
 * the validation shape `{field: [text]}`, otherwise `{detail: text}`.
 */
export class AppError extends Error {
  constructor(
    readonly code: MessageKey,
    readonly statusCode: number,
    readonly field?: string,
    /** Headers the answer carries, e.g. Retry-After with a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError('notFound', 404);
export const invalidField = (field: string, code: MessageKey) => new AppError(code, 400, field);
