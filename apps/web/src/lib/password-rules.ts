import { LIMITS } from '@skazka/contract';

/** A new password's limits (docs/PRODUCT.md §5), with contract message keys; the server also judges strength. */
export const newPasswordRules = {
  required: 'required',
  minLength: { value: LIMITS.passwordMin, message: 'passwordTooShort' },
  maxLength: { value: LIMITS.passwordMax, message: 'passwordTooLong' },
} as const;

/** The confirmation field must repeat the field named `field`. */
export const confirmationRules = <T extends object>(field: keyof T) => ({
  required: 'required',
  validate: (value: unknown, all: T) => value === all[field] || 'passwordMismatch',
});
