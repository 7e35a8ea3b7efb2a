import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API, AUTH_HEADER_PREFIX, LANGUAGE_HEADER } from '@skazka/contract';
import { currentLocale, messageText } from '../../../lib/i18n';
import { getToken } from '../../../lib/session';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';

/** Downloads the A5 picture book; when print capacity is exhausted the server says so (503). */
export function PrintButton({ taleId, title }: { taleId: number; title: string }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const token = getToken();
      const response = await fetch(API.talePrint(taleId), {
        headers: { [LANGUAGE_HEADER]: currentLocale(), ...(token ? { Authorization: `${AUTH_HEADER_PREFIX}${token}` } : {}) },
      });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'skazka'}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      alerts.show('error', messageText('serversOverloaded'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" onClick={download} disabled={busy}>
      <Icon name="printer" /> {t('reader.print')}
    </Button>
  );
}
