import type { PlanOffer } from '@skazka/contract';

/** An amount in minor units (kopecks, cents) in its currency, as the parent reads money. */
export function formatAmount(offer: Pick<PlanOffer, 'amount' | 'currency'>, locale: string) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: offer.currency }).format(offer.amount / 100);
}

/** A `YYYY-MM-DD` date as the parent reads dates; read as a calendar day, never shifted by the time zone. */
export function formatDay(day: string, locale: string) {
  return new Date(`${day.slice(0, 10)}T12:00:00`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** The calendar day `days` from today, as `YYYY-MM-DD`. */
export function daysFromToday(days: number, now = new Date()) {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Yearly discount against twelve monthly payments of the same provider, in whole percent. */
export function yearlyDiscount(offers: PlanOffer[], provider: string): number | null {
  const monthly = offers.find((o) => o.provider === provider && o.plan === 'monthly');
  const yearly = offers.find((o) => o.provider === provider && o.plan === 'yearly');
  if (!monthly || !yearly) return null;
  return Math.round((1 - yearly.amount / (monthly.amount * 12)) * 100);
}
