import { expect, it } from 'vitest';
import { unsafeText } from './child-safety.js';

it('refuses words unfit for small children, links and markup, and spares innocent look-alikes', () => {
  expect(unsafeText(['They killed the dragon.'], 'en')).toBe('an unsuitable word ("kill")');
  expect(unsafeText(['Hello, said the hedgehog, and they had a snack of pie.'], 'en')).toBeNull();
  expect(unsafeText(['Маша взяла ножницы и ножку стула.'], 'ru')).toBeNull();
  expect(unsafeText(['У него был нож.'], 'ru')).toBe('an unsuitable word ("нож")');
  expect(unsafeText(['Le sanglier dormait.'], 'fr')).toBeNull();
  expect(unsafeText(['Mia fing an zu weinen.'], 'de')).toBeNull();
  expect(unsafeText(['Visit https://example.com for more!'], 'en')).toBe('markup, a link or a note about itself');
  expect(unsafeText(['<script>alert(1)</script>'], 'es')).toBe('markup, a link or a note about itself');
});
