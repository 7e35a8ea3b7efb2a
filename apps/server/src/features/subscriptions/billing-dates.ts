import type { Plan } from '@skazka/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/**
 * `months` calendar months after `at`, in UTC, clamped to the month's last day
 * (31 January + 1 month = 28 or 29 February). Always counted from the same anchor,
 * so a clamp never drifts: 31 Jan → 29 Feb → 31 Mar.
 */
export function addMonths(at: Date, months: number): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(at);
  result.setUTCFullYear(year, month, Math.min(at.getUTCDate(), lastDay));
  return result;
}

export const monthsOf = (plan: Plan) => (plan === 'yearly' ? 12 : 1);

/** The end of the `periods`-th paid period counted from its anchor. */
export const periodEnd = (anchor: Date, plan: Plan, periods: number) => addMonths(anchor, monthsOf(plan) * periods);

/** `YYYY-MM-DD` of an instant in UTC. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);
