import { rovingFocus } from '../../../ui/roving-focus';

/**
 * One choice of the look as a radio group (one Tab stop, arrow keys move the
 * choice): colour swatches when `swatch` is set, else words.
 */
export function LookChoice<T extends string>({
  label,
  values,
  value,
  onChange,
  nameOf,
  swatch = false,
}: {
  label: string;
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  nameOf: (value: T) => string;
  swatch?: boolean;
}) {
  const roving = rovingFocus(values, value, onChange);
  return (
    <fieldset className="look-choice">
      <legend>{label}</legend>
      <div
        className={swatch ? 'look-choice__swatches' : 'look-choice__words'}
        role="radiogroup"
        aria-label={label}
        onKeyDown={roving.onKeyDown}
      >
        {values.map((option, index) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={option === value}
            aria-label={swatch ? nameOf(option) : undefined}
            title={swatch ? nameOf(option) : undefined}
            tabIndex={roving.tabIndexOf(index)}
            className={swatch ? 'look-swatch' : 'look-word'}
            style={swatch ? { background: option } : undefined}
            onClick={() => onChange(option)}
          >
            {swatch ? null : nameOf(option)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
