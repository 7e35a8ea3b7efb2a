import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '@skazka/contract';

/** The warm end after the last question: good night to the hero, then what a parent may want next. */
export function TaleEnding({
  heroName,
  kind,
  children,
}: {
  heroName: string;
  kind: 'owned' | 'demo' | 'shared';
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="ending card" aria-labelledby="ending-title">
      <div className="ending__moon" aria-hidden="true" />
      <h2 id="ending-title" tabIndex={-1}>
        {t('reader.ending.title', { name: heroName })}
      </h2>
      <p className="muted">{t('reader.ending.text')}</p>
      <div className="row ending__actions">
        {kind === 'owned' ? (
          <Link className="btn btn--primary" to={PAGES.newTale}>
            {t('reader.ending.another')}
          </Link>
        ) : (
          <Link className="btn btn--primary" to={PAGES.onboarding}>
            {t('reader.ending.makeOne')}
          </Link>
        )}
        {children}
      </div>
    </section>
  );
}
