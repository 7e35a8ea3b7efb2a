import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LEGAL_DOCS, PAGES } from '@skazka/contract';

const LABEL_KEYS = {
  privacy: 'family.legal.privacy',
  offer: 'family.legal.offer',
  'personal-data': 'family.legal.personalData',
} as const;

/** The privacy policy, the offer and the personal-data consent, as links (signup opens them in a new tab to keep the form). */
export function LegalLinks({ newTab = false, className = 'legal-links' }: { newTab?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav className={className} aria-label={t('family.legal.links')}>
      {LEGAL_DOCS.map((doc) => (
        <Link key={doc} to={PAGES.legal(doc)} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
          {t(LABEL_KEYS[doc])}
        </Link>
      ))}
    </nav>
  );
}
