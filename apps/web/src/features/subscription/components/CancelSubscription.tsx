import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@skazka/contract';
import { useCancelSubscription } from '../../../api/subscription';
import { messageText } from '../../../lib/i18n';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { formatDay } from '../plan-format';

/** Cancel, after a confirmation that says until when the parent keeps access. */
export function CancelSubscription({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const alerts = useAlerts();
  const cancel = useCancelSubscription();
  const dialog = useRef<HTMLDialogElement>(null);
  const accessUntil = subscription.end_date ? formatDay(subscription.end_date, i18n.language) : null;

  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (after) => {
        dialog.current?.close();
        alerts.show(
          'success',
          t('subscription.cancelled', { date: after.end_date ? formatDay(after.end_date, i18n.language) : '' }),
        );
      },
      onError: () => alerts.show('error', messageText('somethingWentWrong')),
    });

  return (
    <>
      <Button variant="secondary" onClick={() => dialog.current?.showModal()}>
        {t('subscription.cancel')}
      </Button>
      <dialog ref={dialog} className="card dialog" aria-labelledby="cancel-title" aria-describedby="cancel-body">
        <h2 id="cancel-title">{t('subscription.cancelDialog.title')}</h2>
        <p id="cancel-body">{t('subscription.cancelDialog.body', { date: accessUntil })}</p>
        <div className="dialog__actions">
          <Button variant="secondary" autoFocus onClick={() => dialog.current?.close()}>
            {t('subscription.cancelDialog.keep')}
          </Button>
          <Button onClick={confirm} disabled={cancel.isPending}>
            {t('subscription.cancelDialog.confirm')}
          </Button>
        </div>
      </dialog>
    </>
  );
}
