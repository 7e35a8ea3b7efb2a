import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentsQuery } from '../../../api/subscription';
import { formatAmount, formatDay } from '../plan-format';

/** What was charged or asked and with what result: the trial's card check, first payments and renewals, newest first. */
export function PaymentHistory() {
  const { t, i18n } = useTranslation();
  const payments = useQuery(paymentsQuery);
  if (!payments.data?.length) return null;
  return (
    <section className="card stack payment-history" aria-labelledby="payments-title">
      <h2 id="payments-title">{t('subscription.history.title')}</h2>
      <ul className="payments">
        {payments.data.map((payment) => (
          <li key={payment.id} className={`payment payment--${payment.result}`}>
            {/* A trial’s card check is a hold, not a payment: it is "confirmed", never "paid". */}
            <span className="payment__what">
              <strong>{formatDay(payment.created_at, i18n.language)}</strong>
              <span className="muted">
                {t(`subscription.history.kind.${payment.kind}`)} · {t(`subscription.providers.${payment.provider}`)}
              </span>
            </span>
            <span className="payment__sum">
              <strong>{formatAmount(payment, i18n.language)}</strong>
              <span className="payment__result">
                {t(
                  `subscription.history.result.${payment.kind === 'trial' && payment.result === 'paid' ? 'confirmed' : payment.result}`,
                )}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
