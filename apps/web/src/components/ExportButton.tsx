import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport } from '../api/family';
import { messageText } from '../lib/i18n';
import { useAlerts } from '../ui/Alerts';
import { Button } from '../ui/Button';

/** Downloads the family's ZIP (everything the service keeps about them). */
export function ExportButton({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadExport();
        } catch {
          alerts.show('error', messageText('somethingWentWrong'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? t('family.export.preparing') : t('family.export.button')}
    </Button>
  );
}
