import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@skazka/contract';
import { useCancelSubscription } from '../../../api/subscription';
import { messageText } from '../../../lib/i18n';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { formatDay } from '../plan-format';

/** Cancel, after a confirmation that says until when the parent keeps access. */
export function CancelSubscription({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const alerts = useAlerts();
  const cancel = useCancelSubscription();
  const [asking, setAsking] = useState(false);
  const accessUntil = subscription.end_date ? formatDay(subscription.end_date, i18n.language) : null;

  // Awaited rather than mutate's own callbacks: the refreshed status unmounts this button, and
  // TanStack Query drops the callbacks of an unmounted caller, so the parent was never told.
  const confirm = async () => {
    try {
      const after = await cancel.mutateAsync();
      setAsking(false);
      alerts.show(
        'success',
        t('subscription.cancelled', { date: after.end_date ? formatDay(after.end_date, i18n.language) : '' }),
      );
    } catch {
      alerts.show('error', messageText('somethingWentWrong'));
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('subscription.cancel')}
      </Button>
      <Dialog
        open={asking}
        title={t('subscription.cancelDialog.title')}
        description={t('subscription.cancelDialog.body', { date: accessUntil })}
        onClose={() => setAsking(false)}
      >
        <div className="dialog__actions">
          <Button variant="secondary" autoFocus onClick={() => setAsking(false)}>
            {t('subscription.cancelDialog.keep')}
          </Button>
          <Button onClick={() => void confirm()} disabled={cancel.isPending}>
            {t('subscription.cancelDialog.confirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
