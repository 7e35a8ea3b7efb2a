import type { ReactNode } from 'react';
import { rovingFocus } from './roving-focus';

/** A small set of exclusive views (email or phone, Stripe or Tinkoff): a tab list, one Tab stop, arrow keys to switch. */
export function SegmentedTabs<T extends string>({
  label,
  values,
  value,
  onChange,
  labelOf,
}: {
  label: string;
  values: readonly T[];
  value: T | null;
  onChange: (value: T) => void;
  labelOf: (value: T) => ReactNode;
}) {
  const roving = rovingFocus(values, value, onChange);
  return (
    <div className="segmented" role="tablist" aria-label={label} onKeyDown={roving.onKeyDown}>
      {values.map((v, index) => (
        <button
          key={v}
          type="button"
          role="tab"
          aria-selected={value === v}
          tabIndex={roving.tabIndexOf(index)}
          className={value === v ? 'is-active' : ''}
          onClick={() => onChange(v)}
        >
          {labelOf(v)}
        </button>
      ))}
    </div>
  );
}
