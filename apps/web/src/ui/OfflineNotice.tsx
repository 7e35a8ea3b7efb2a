import { useTranslation } from 'react-i18next';
import { useOutbox } from '../lib/outbox';
import { useOnline } from './use-online';

/**
 * Says plainly that there is no network, instead of screens that spin waiting for it,
 * and how many of the parent's changes wait on the device to be sent (lib/outbox).
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  const waiting = useOutbox().length;
  if (online && waiting === 0) return null;
  return (
    <div className="offline-notice" role="status">
      {!online && <p>{t('common.offline')}</p>}
      {waiting > 0 && <p>{t('common.outbox.waiting', { count: waiting })}</p>}
    </div>
  );
}
