import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES, subscriptionStatus, type PlanOffer, type Subscription } from '@skazka/contract';
import { useCreateTale } from '../../../api/tales';
import { ApiError } from '../../../lib/api-client';
import { messageText } from '../../../lib/i18n';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { checkoutChoice, pendingTale, rememberPendingTale } from '../../../lib/checkout-memory';
import { formatAmount, formatDay } from '../plan-format';

/** The offer the parent paid for: the plan they chose before the checkout, else the one the subscription names. */
function boughtOffer(subscription: Subscription, plans: PlanOffer[]): PlanOffer | undefined {
  const chosen = checkoutChoice();
  const plan =
    subscription.subscription_type === 'trial' || !subscription.subscription_type
      ? chosen?.plan
      : subscription.subscription_type;
  const provider = subscription.provider ?? chosen?.provider;
  return plans.find((o) => o.plan === plan && o.provider === provider);
}

/** Back from the checkout with the payment confirmed: what was bought, what happens next, and on to the tale. */
export function PaidOutcome({ subscription, plans }: { subscription: Subscription; plans: PlanOffer[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const create = useCreateTale();
  const status = subscriptionStatus(subscription);
  const waiting = (
    <section className="card stack" role="status">
      <Spinner />
      <p>{t('subscription.paid.confirming')}</p>
    </section>
  );
  // A provider may confirm a moment after the browser is back (its webhook is on the way).
  if (status === 'inactive') return waiting;

  const offer = boughtOffer(subscription, plans);
  const day = (d: string) => formatDay(d, i18n.language);
  const tale = pendingTale();
  const createTale = () => {
    if (!tale) return void navigate(PAGES.newTale);
    create.mutate(tale, {
      onSuccess: (made) => {
        rememberPendingTale(null);
        void navigate(PAGES.generation(made.id));
      },
      onError: (error) => {
        // The hero or friend may have gone meanwhile: the wizard lets the parent choose again.
        if (error instanceof ApiError && error.status === 400) {
          rememberPendingTale(null);
          return void navigate(PAGES.newTale);
        }
        alerts.show('error', messageText('taleCreateFailed'));
      },
    });
  };

  return (
    <section className="card stack checkout-outcome" aria-labelledby="paid-title">
      <h2 id="paid-title">{t('subscription.paid.title')}</h2>
      {offer && (
        <p>
          {t('subscription.paid.bought', {
            plan: t(`subscription.plans.${offer.plan}`),
            price: formatAmount(offer, i18n.language),
            period: t(`subscription.per.${offer.interval}`),
          })}
        </p>
      )}
      {status === 'trial' && subscription.end_date && (
        <p>{t('subscription.paid.trialEnds', { date: day(subscription.end_date) })}</p>
      )}
      {subscription.next_billing_date && offer && (
        <p>
          {t('subscription.paid.firstCharge', {
            price: formatAmount(offer, i18n.language),
            date: day(subscription.next_billing_date),
          })}
        </p>
      )}
      <p className="muted">
        {status === 'trial' && subscription.end_date
          ? t('subscription.paid.howToCancel', { date: day(subscription.end_date) })
          : t('subscription.paid.howToCancelPaid')}
      </p>
      <Button onClick={createTale} disabled={create.isPending}>
        {tale ? t('subscription.paid.createTale') : t('subscription.paid.toWizard')}
      </Button>
    </section>
  );
}

/** Back from the checkout with the payment declined: nothing was taken; again, or another provider. */
export function DeclinedOutcome({ plans, onRetry }: { plans: PlanOffer[]; onRetry: (offer: PlanOffer) => void }) {
  const { t } = useTranslation();
  const chosen = checkoutChoice();
  const same = plans.find((o) => o.provider === chosen?.provider && o.plan === chosen.plan);
  const others = plans.filter((o) => o.provider !== same?.provider && o.plan === (chosen?.plan ?? 'monthly'));
  return (
    <section className="card stack checkout-outcome checkout-outcome--declined" aria-labelledby="declined-title">
      <h2 id="declined-title">{t('subscription.declined.title')}</h2>
      <p>{t('subscription.declined.body')}</p>
      <div className="checkout-outcome__actions">
        {same && <Button onClick={() => onRetry(same)}>{t('subscription.declined.retry')}</Button>}
        {others.map((offer) => (
          <Button key={offer.provider} variant="secondary" onClick={() => onRetry(offer)}>
            {t('subscription.declined.other', { provider: t(`subscription.providers.${offer.provider}`) })}
          </Button>
        ))}
      </div>
    </section>
  );
}
