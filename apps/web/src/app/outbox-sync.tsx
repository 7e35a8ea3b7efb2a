import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { startOutbox, useOutbox } from '../lib/outbox';
import { useAlerts } from '../ui/Alerts';

/** Sends the changes made offline when the network is back, and tells the parent when they are all sent. */
export function OutboxSync() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const waiting = useOutbox().length;
  const hadWaiting = useRef(waiting > 0);

  useEffect(
    () =>
      startOutbox({
        refresh: (queryKey) => void queryClient.invalidateQueries({ queryKey }),
        refused: (error) => alerts.show('error', t('common.outbox.refused', { message: error.message })),
      }),
    [queryClient, alerts, t],
  );

  useEffect(() => {
    if (waiting > 0) hadWaiting.current = true;
    else if (hadWaiting.current) {
      hadWaiting.current = false;
      alerts.show('success', t('common.outbox.sent'));
    }
  }, [waiting, alerts, t]);

  return null;
}
