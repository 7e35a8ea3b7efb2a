import type { ReactNode } from 'react';
import { rovingFocus } from './roving-focus';

interface Choice<T> {
  value: T;
  label: ReactNode;
  hint?: ReactNode;
}

/** A single choice drawn as cards: a radio group, one Tab stop, arrow keys to choose. `compact` draws small cards, several to a row. */
export function ChoiceList<T extends string | number>({
  label,
  choices,
  value,
  onChange,
  compact = false,
}: {
  label: string;
  choices: Array<Choice<T>>;
  value: T | null;
  onChange: (value: T) => void;
  compact?: boolean;
}) {
  const roving = rovingFocus(
    choices.map((choice) => choice.value),
    value,
    onChange,
  );
  return (
    <div
      className={`choice-list${compact ? ' choice-list--compact' : ''}`}
      role="radiogroup"
      aria-label={label}
      onKeyDown={roving.onKeyDown}
    >
      {choices.map((choice, index) => (
        <button
          key={String(choice.value)}
          type="button"
          role="radio"
          aria-checked={choice.value === value}
          tabIndex={roving.tabIndexOf(index)}
          className="choice"
          onClick={() => onChange(choice.value)}
        >
          <strong>{choice.label}</strong>
          {choice.hint && <small>{choice.hint}</small>}
        </button>
      ))}
    </div>
  );
}
