import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online';

/** Says plainly that there is no network, instead of screens that spin waiting for it. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return online ? null : (
    <p className="offline-notice" role="status">
      {t('common.offline')}
    </p>
  );
}
