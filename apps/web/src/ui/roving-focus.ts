import type { KeyboardEvent } from 'react';

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * A radio group or tab list as WAI-ARIA describes them: one Tab stop (the
 * chosen item, else the first), arrow keys, Home and End move the choice and
 * the focus along the items.
 */
export function rovingFocus<T>(values: readonly T[], current: T | null, choose: (value: T) => void) {
  const currentIndex = values.indexOf(current as T);
  return {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const step = STEPS[event.key];
      if (!step || values.length === 0) return;
      event.preventDefault();
      const next = step(Math.max(currentIndex, 0), values.length);
      choose(values[next]!);
      event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"], [role="tab"]')[next]?.focus();
    },
    tabIndexOf: (index: number) => (index === (currentIndex >= 0 ? currentIndex : 0) ? 0 : -1),
  };
}
