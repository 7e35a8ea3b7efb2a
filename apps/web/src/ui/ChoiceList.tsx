import type { ReactNode } from 'react';

interface Choice<T> {
  value: T;
  label: ReactNode;
  hint?: ReactNode;
}

/** A keyboard-friendly single choice drawn as cards (a radio group). */
export function ChoiceList<T extends string | number>({ label, choices, value, onChange }: { label: string; choices: Array<Choice<T>>; value: T | null; onChange: (value: T) => void }) {
  return (
    <div className="choice-list" role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <button key={String(choice.value)} type="button" role="radio" aria-checked={choice.value === value} className="choice" onClick={() => onChange(choice.value)}>
          <strong>{choice.label}</strong>
          {choice.hint && <small>{choice.hint}</small>}
        </button>
      ))}
    </div>
  );
}
