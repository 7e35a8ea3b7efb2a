import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TALE_PICTURE_SIZES } from './tale-picture';
import './tale-page.css';

interface TalePageProps {
  number: number;
  picture: { src: string; srcSet?: string };
  current: boolean;
  eager?: boolean;
  /** In the book view a long page's text scrolls in its own box: it then takes the focus, so the keyboard can scroll it. */
  scrolls?: boolean;
  children: ReactNode;
}

/** One page of a tale: its picture and its text, in either view of the reader and in the onboarding's sample of the demo tale. */
export const TalePage = forwardRef<HTMLElement, TalePageProps>(function TalePage(
  { number, picture, current, eager = false, scrolls = false, children },
  ref,
) {
  const { t } = useTranslation();
  return (
    <section ref={ref} className={`tale-page${current ? ' is-current' : ''}`} aria-label={t('reader.page', { number })}>
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={TALE_PICTURE_SIZES}
        alt=""
        width={1600}
        height={1200}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        draggable={false}
      />
      <div className="tale-page__text" tabIndex={scrolls ? 0 : undefined}>
        {children}
      </div>
    </section>
  );
});
