/**
 * A wait as people say it, in the locale's own words for seconds and minutes
 * ("30 seconds", "2 Minuten", "1 минута"): under a minute in tens of seconds,
 * up to a minute and a half as one minute, then in whole minutes.
 */
export function roughDuration(seconds: number, locale: string): string {
  const [value, unit] =
    seconds < 55
      ? [Math.max(10, Math.ceil(seconds / 10) * 10), 'second']
      : [Math.max(1, Math.round(seconds / 60)), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
