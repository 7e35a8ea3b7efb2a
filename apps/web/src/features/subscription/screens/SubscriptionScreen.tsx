import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { subscriptionStatus, type PlanOffer } from '@skazka/contract';
import { plansQuery, startCheckout, subscriptionQuery, useCancelSubscription } from '../../../api/subscription';
import { messageText } from '../../../lib/i18n';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { Screen } from '../../../ui/Screen';
import { SegmentedTabs } from '../../../ui/SegmentedTabs';
import { Spinner } from '../../../ui/Spinner';
import '../subscription.css';

function formatAmount(offer: PlanOffer, locale: string) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: offer.currency }).format(offer.amount / 100);
}

/** Yearly discount against twelve monthly payments of the same provider, in whole percent. */
function yearlyDiscount(offers: PlanOffer[], provider: string): number | null {
  const monthly = offers.find((o) => o.provider === provider && o.plan === 'monthly');
  const yearly = offers.find((o) => o.provider === provider && o.plan === 'yearly');
  if (!monthly || !yearly) return null;
  return Math.round((1 - yearly.amount / (monthly.amount * 12)) * 100);
}

export default function SubscriptionScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const alerts = useAlerts();
  const subscription = useQuery(subscriptionQuery);
  const plans = useQuery(plansQuery);
  const cancel = useCancelSubscription();
  const providers = [...new Set((plans.data ?? []).map((o) => o.provider))];
  const [provider, setProvider] = useState<string | null>(null);
  const chosenProvider = provider ?? providers[0] ?? null;

  if (!subscription.data || !plans.data) return <Spinner />;
  const status = subscriptionStatus(subscription.data);
  const discount = chosenProvider ? yearlyDiscount(plans.data, chosenProvider) : null;

  const subscribe = async (offer: PlanOffer) => {
    try {
      window.location.assign(await startCheckout(offer.provider, offer.plan));
    } catch {
      alerts.show('error', messageText('subscriptionFailed'));
    }
  };

  return (
    <Screen titleKey="subscription.title">
      <h1>{t('subscription.title')}</h1>
      {params.get('pw') === '1' && status === 'inactive' && (
        <p className="card notice" role="status">
          {t('subscription.paywall')}
        </p>
      )}
      <section className="card stack" aria-labelledby="sub-status">
        <h2 id="sub-status">{t(`subscription.status.${status}`)}</h2>
        {subscription.data.end_date && status !== 'inactive' && <p className="muted">{t('subscription.until', { date: new Date(subscription.data.end_date).toLocaleDateString(i18n.language) })}</p>}
        {subscription.data.next_billing_date && status !== 'nonRenewal' && status !== 'inactive' && (
          <p className="muted">{t('subscription.nextBilling', { date: new Date(subscription.data.next_billing_date).toLocaleDateString(i18n.language) })}</p>
        )}
        {(status === 'active' || status === 'trial') && !subscription.data.cancelled && (
          <Button variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(undefined, { onError: () => alerts.show('error', messageText('somethingWentWrong')) })}>
            {t('subscription.cancel')}
          </Button>
        )}
      </section>
      {status === 'inactive' && (
        <>
          {providers.length > 1 && (
            <SegmentedTabs label={t('subscription.provider')} values={providers} value={chosenProvider} onChange={setProvider} labelOf={(p) => t(`subscription.providers.${p}`)} />
          )}
          <div className="grid plans">
            {plans.data
              .filter((offer) => offer.provider === chosenProvider)
              .map((offer) => (
                <article key={`${offer.provider}-${offer.plan}`} className="card plan">
                  <h3>{t(`subscription.plans.${offer.plan}`)}</h3>
                  <p className="plan__price">
                    {formatAmount(offer, i18n.language)} <span className="muted">/ {t(`subscription.per.${offer.interval}`)}</span>
                  </p>
                  {offer.plan === 'yearly' && discount !== null && discount > 0 && <p className="plan__badge">{t('subscription.discount', { percent: discount })}</p>}
                  {!subscription.data.trial_used && offer.trial_days > 0 && <p className="muted">{t('subscription.trial', { count: offer.trial_days })}</p>}
                  <Button onClick={() => subscribe(offer)}>{t('subscription.choose')}</Button>
                </article>
              ))}
          </div>
        </>
      )}
    </Screen>
  );
}
