import { PAGES } from '@skazka/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../ui/Screen';
import { useSession } from '../../../lib/session-context';
import '../onboarding.css';

/** Landing page: continue into onboarding, or sign in (docs/PRODUCT.md §2). */
export default function WelcomeScreen() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  return (
    <Screen titleKey="onboarding.welcome.title">
      <section className="welcome">
        <div className="welcome__sky" aria-hidden="true">
          <span className="welcome__moon" />
          <span className="welcome__star welcome__star--1" />
          <span className="welcome__star welcome__star--2" />
          <span className="welcome__star welcome__star--3" />
        </div>
        <h1 className="welcome__title">{t('onboarding.welcome.headline')}</h1>
        <p className="welcome__lead">{t('onboarding.welcome.lead')}</p>
        <div className="welcome__actions">
          <Link className="btn btn--primary" to={PAGES.onboarding}>
            {t('common.continue')}
          </Link>
          {!isLoggedIn && (
            <Link className="btn btn--secondary" to={PAGES.signin}>
              {t('common.signIn')}
            </Link>
          )}
          <Link className="btn btn--ghost" to={PAGES.demo}>
            {t('onboarding.welcome.demo')}
          </Link>
        </div>
      </section>
    </Screen>
  );
}
