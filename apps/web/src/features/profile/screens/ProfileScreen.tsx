import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { subscriptionStatus } from '@skazka/contract';
import { useProfile } from '../../../api/session';
import { useSession } from '../../../lib/session-context';
import { Button } from '../../../ui/Button';
import { Screen } from '../../../ui/Screen';
import { Spinner } from '../../../ui/Spinner';

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
          <Link to="/subscription">{t('subscription.title')}</Link>
          <Link to="/profile/password">{t('profile.changePassword')}</Link>
          <Link to="/language">{t('common.language')}</Link>
          <Link to="/feedback">{t('profile.feedback.title')}</Link>
        </nav>
        <Button
          variant="secondary"
          onClick={async () => {
            await signOut();
            navigate('/signin', { replace: true });
          }}
        >
          {t('common.signOut')}
        </Button>
      </div>
    </Screen>
  );
}
