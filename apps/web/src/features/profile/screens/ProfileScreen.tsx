import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES, subscriptionStatus } from '@skazka/contract';
import { useProfile } from '../../../api/session';
import { ExportButton } from '../../../components/ExportButton';
import { LegalLinks } from '../../../components/LegalLinks';
import { useSession } from '../../../lib/session-context';
import { Button } from '../../../ui/Button';
import { Screen } from '../../../ui/Screen';
import { Spinner } from '../../../ui/Spinner';
import { DeleteAccountForm } from '../components/DeleteAccountForm';

export default function ProfileScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  const { signOut } = useSession();
  const navigate = useNavigate();
  if (!profile.data) return <Spinner />;
  const status = subscriptionStatus(profile.data.subscription);

  return (
    <Screen titleKey="profile.title" narrow>
      <h1>{t('profile.title')}</h1>
      <div className="stack">
        <div className="card stack">
          <p>
            <span className="muted">{t('profile.account')}</span>
            <br />
            <strong>{profile.data.user}</strong>
          </p>
          <p>
            <span className="muted">{t('subscription.title')}</span>
            <br />
            <strong>{t(`subscription.status.${status}`)}</strong>
          </p>
          <nav className="stack" aria-label={t('profile.title')}>
            <Link to={PAGES.subscription}>{t('subscription.title')}</Link>
            <Link to={PAGES.changePassword}>{t('profile.changePassword')}</Link>
            <Link to={PAGES.language}>{t('common.language')}</Link>
            <Link to={PAGES.feedback}>{t('profile.feedback.title')}</Link>
          </nav>
          <Button
            variant="secondary"
            onClick={async () => {
              await signOut();
              void navigate(PAGES.signin, { replace: true });
            }}
          >
            {t('common.signOut')}
          </Button>
        </div>
        <section className="card stack" aria-labelledby="family-data-title">
          <h2 id="family-data-title">{t('family.export.title')}</h2>
          <p>{t('family.export.text')}</p>
          <ExportButton />
          <LegalLinks className="legal-links legal-links--stacked" />
        </section>
        <DeleteAccountForm />
      </div>
    </Screen>
  );
}
