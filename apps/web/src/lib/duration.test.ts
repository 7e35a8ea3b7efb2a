// @vitest-environment node
import { expect, it } from 'vitest';
import { roughDuration } from './duration';

it('says a wait in tens of seconds, then whole minutes, in the locale’s words', () => {
  expect(roughDuration(3, 'en')).toBe('10 seconds');
  expect(roughDuration(24, 'en')).toBe('30 seconds');
  expect(roughDuration(80, 'en')).toBe('1 minute');
  expect(roughDuration(260, 'en')).toBe('4 minutes');
  expect(roughDuration(150, 'ru')).toBe('3 минуты');
  expect(roughDuration(75, 'ru')).toBe('1 минута');
  expect(roughDuration(200, 'de')).toBe('3 Minuten');
  expect(roughDuration(40, 'fr').replace(/\s/u, ' ')).toBe('40 secondes'); // French puts a narrow no-break space
  expect(roughDuration(120, 'es')).toBe('2 minutos');
});
