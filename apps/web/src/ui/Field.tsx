import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { messageText } from '../lib/i18n';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A contract message key or a ready text. */
  error?: string;
  hint?: string;
}

/** A labelled input whose error is announced and tied to it for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, hint, id, ...rest }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [error && `${inputId}-error`, hint && `${inputId}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint && (
        <span id={`${inputId}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${inputId}-error`} className="field__error" role="alert">
          {messageText(error)}
        </span>
      )}
    </div>
  );
});
