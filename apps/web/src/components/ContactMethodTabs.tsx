import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '../ui/SegmentedTabs';

export type ContactMethod = 'email' | 'phone';
const METHODS = ['email', 'phone'] as const;

/** Email or phone: how a parent signs up and signs in (docs/PRODUCT.md §2). */
export function ContactMethodTabs({
  value,
  onChange,
}: {
  value: ContactMethod;
  onChange: (method: ContactMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedTabs
      label={t('session.signin.method')}
      values={METHODS}
      value={value}
      onChange={onChange}
      labelOf={(m) => t(`session.signin.by.${m}`)}
    />
  );
}
