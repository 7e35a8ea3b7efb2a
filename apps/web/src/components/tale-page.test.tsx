import { cleanup, render } from '@testing-library/react';
import { talePageSchema } from '@skazka/contract';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../lib/i18n';
import { TalePage } from './TalePage';

/** A page of the tale view as the server sends it: the print-size picture, and both sizes to choose from. */
const page = talePageSchema.parse({
  text: 'Once upon a time…',
  image_url: '/api/media/tales/7/page-01.webp?exp=1&sig=a',
  image_srcset:
    '/api/media/tales/7/page-01-phone.webp?exp=1&sig=b 800w, /api/media/tales/7/page-01.webp?exp=1&sig=a 1600w',
});

/** The page's picture, given what the reader passes from the tale view. */
function pictureOf(srcSet: string) {
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <TalePage number={1} picture={{ src: page.image_url, srcSet: srcSet || undefined }} current>
        {page.text}
      </TalePage>
    </I18nextProvider>,
  );
  return container.querySelector('img')!;
}

describe('a tale page’s picture', () => {
  beforeAll(() => initI18n());
  afterEach(cleanup);

  it('offers the phone and print sizes from the tale view, sized for a phone’s full width or half a wide screen', () => {
    const img = pictureOf(page.image_srcset);
    expect(img.getAttribute('src')).toBe(page.image_url);
    expect(img.getAttribute('srcset')).toBe(page.image_srcset);
    expect(img.getAttribute('sizes')).toBe('(min-width: 1024px) 50vw, 100vw');
  });

  it('has only the one picture for a tale stored before the phone size', () => {
    const img = pictureOf('');
    expect(img.getAttribute('src')).toBe(page.image_url);
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
