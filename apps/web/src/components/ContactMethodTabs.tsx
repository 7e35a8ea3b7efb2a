import { useTranslation } from 'react-i18next';

export type ContactMethod = 'email' | 'phone';

/** Email or phone: how a parent signs up and signs in (SPEC §2). */
export function ContactMethodTabs({ value, onChange }: { value: ContactMethod; onChange: (method: ContactMethod) => void }) {
  const { t } = useTranslation();
  return (
    <div className="segmented" role="tablist" aria-label={t('session.signin.method')}>
      {(['email', 'phone'] as const).map((m) => (
        <button key={m} type="button" role="tab" aria-selected={value === m} className={value === m ? 'is-active' : ''} onClick={() => onChange(m)}>
          {t(`session.signin.by.${m}`)}
        </button>
      ))}
    </div>
  );
}
