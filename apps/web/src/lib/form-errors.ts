import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts a failed call's messages on the form: field errors next to their
 * fields, anything else (detail, non_field_errors) as the form's own error.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<Path<T>>,
  setError: UseFormSetError<T>,
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  let general: string | null = null;
  for (const [field, text] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { type: 'server', message: text });
    else general ??= text;
  }
  return general ?? (Object.keys(error.fieldErrors).length ? null : error.message);
}
