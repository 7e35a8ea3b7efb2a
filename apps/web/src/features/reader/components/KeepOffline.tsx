import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaleSource } from '../../../api/reader';
import { isKept } from '../../../lib/kept-tales';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { forget, keepOffline } from '../keep-offline';

/** "Keep offline": the tale's text, pictures, narration and questions stored on the device, or taken off it again. */
export function KeepOffline({ source }: { source: TaleSource }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const [kept, setKeptState] = useState(() => isKept(source.key));
  const [busy, setBusy] = useState(false);
  if (typeof caches === 'undefined') return null;

  const toggle = async () => {
    setBusy(true);
    try {
      if (kept) await forget(source);
      else await keepOffline(source);
      alerts.show('success', kept ? t('reader.offline.forgotten') : t('reader.offline.kept'));
      setKeptState(!kept);
    } catch {
      alerts.show('error', t('reader.offline.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" aria-pressed={kept} onClick={toggle} disabled={busy}>
      <Icon name={kept ? 'check' : 'download'} />{' '}
      <span className="tool-label">{busy ? t('reader.offline.keeping') : t('reader.offline.keep')}</span>
    </Button>
  );
}
