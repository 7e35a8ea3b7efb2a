import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LegalLinks } from '../components/LegalLinks';
import { TaleDeletionToasts } from '../components/TaleDeletionToasts';
import { Spinner } from '../ui/Spinner';
import { ThemeToggle } from '../ui/ThemeToggle';
import { useSession } from '../lib/session-context';
import { NavigationEffects } from './navigation-effects';
import { ViewportMarks } from './viewport-marks';
import { SessionBootstrap } from './session-bootstrap';
import { OutboxSync } from './outbox-sync';
import { PATHS } from './paths';
import './app-shell.css';
import { Icon } from '../ui/Icon';
import { OfflineNotice } from '../ui/OfflineNotice';

export function AppShell() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  return (
    <>
      <a className="skip-link" href="#content">
        {t('common.skipToContent')}
      </a>
      <SessionBootstrap />
      <OutboxSync />
      <NavigationEffects />
      <ViewportMarks />
      <header className="app-header">
        <Link to={isLoggedIn ? PATHS.home : PATHS.welcome} className="app-brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('common.appName')}</span>
        </Link>
        <div className="app-header__actions">
          <Link className="btn btn--ghost" to={PATHS.language} aria-label={t('common.language')}>
            <Icon name="globe" />
          </Link>
          <ThemeToggle />
        </div>
      </header>
      {isLoggedIn && (
        <nav className="app-nav" aria-label={t('common.nav.main')}>
          <NavLink to={PATHS.home} end>
            {t('common.nav.collection')}
          </NavLink>
          <NavLink to={PATHS.newTale}>{t('common.nav.new')}</NavLink>
          <NavLink to={PATHS.characters}>{t('common.nav.characters')}</NavLink>
          <NavLink to={PATHS.profile}>{t('common.nav.profile')}</NavLink>
        </nav>
      )}
      <OfflineNotice />
      <div id="content">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </div>
      {/* Visitors see what they would agree to on every public page; parents find it in their profile. */}
      {!isLoggedIn && (
        <footer className="app-footer">
          <LegalLinks />
        </footer>
      )}
      <TaleDeletionToasts />
    </>
  );
}
