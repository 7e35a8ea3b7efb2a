import type { AgeBand } from './content/format.js';

/** Full years between a YYYY-MM-DD birthday and a YYYY-MM-DD day. */
export function ageAt(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

export function ageBand(age: number): AgeBand {
  if (age < 5) return '2-4';
  if (age < 8) return '5-7';
  return '8-10';
}

export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}
