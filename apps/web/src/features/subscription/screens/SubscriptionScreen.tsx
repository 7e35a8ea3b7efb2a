import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { subscriptionStatus, type PlanOffer } from '@skazka/contract';
import { plansQuery, startCheckout, subscriptionQuery } from '../../../api/subscription';
import { LegalLinks } from '../../../components/LegalLinks';
import { messageText } from '../../../lib/i18n';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { Screen } from '../../../ui/Screen';
import { SegmentedTabs } from '../../../ui/SegmentedTabs';
import { Spinner } from '../../../ui/Spinner';
import { CancelSubscription } from '../components/CancelSubscription';
import { DeclinedOutcome, PaidOutcome } from '../components/CheckoutOutcome';
import { PaymentHistory } from '../components/PaymentHistory';
import { rememberCheckoutChoice } from '../../../lib/checkout-memory';
import { daysFromToday, formatAmount, formatDay, yearlyDiscount } from '../plan-format';
import '../subscription.css';

export default function SubscriptionScreen() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const alerts = useAlerts();
  const backPaid = params.get('paid') === '1';
  const subscription = useQuery({
    ...subscriptionQuery,
    // Back from a checkout the provider's confirmation may trail the browser by a few seconds.
    refetchInterval: (query) =>
      backPaid && query.state.data && subscriptionStatus(query.state.data) === 'inactive' ? 2000 : false,
  });
  const plans = useQuery(plansQuery);
  const providers = [...new Set((plans.data ?? []).map((o) => o.provider))];
  const [provider, setProvider] = useState<string | null>(null);
  const chosenProvider = provider ?? providers[0] ?? null;

  if (!subscription.data || !plans.data) return <Spinner />;
  const status = subscriptionStatus(subscription.data);
  const discount = chosenProvider ? yearlyDiscount(plans.data, chosenProvider) : null;
  const day = (d: string) => formatDay(d, i18n.language);
  const { end_date: endDate, next_billing_date: nextBilling } = subscription.data;

  const subscribe = async (offer: PlanOffer) => {
    try {
      rememberCheckoutChoice({ provider: offer.provider, plan: offer.plan });
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
      {backPaid && <PaidOutcome subscription={subscription.data} plans={plans.data} />}
      {params.get('declined') === '1' && status === 'inactive' && (
        <DeclinedOutcome plans={plans.data} onRetry={subscribe} />
      )}
      <section className="card stack" aria-labelledby="sub-status">
        <h2 id="sub-status">
          {status === 'nonRenewal' && endDate
            ? t('subscription.cancelledUntil', { date: day(endDate) })
            : t(`subscription.status.${status}`)}
        </h2>
        {endDate && (status === 'trial' || status === 'active') && (
          <p className="muted">{t('subscription.until', { date: day(endDate) })}</p>
        )}
        {nextBilling && (status === 'trial' || status === 'active') && (
          <p className="muted">{t('subscription.nextBilling', { date: day(nextBilling) })}</p>
        )}
        {(status === 'active' || status === 'trial') && !subscription.data.cancelled && (
          <>
            <p className="muted">{t('subscription.anytime')}</p>
            <CancelSubscription subscription={subscription.data} />
          </>
        )}
      </section>
      {status === 'inactive' && (
        <>
          {providers.length > 1 && (
            <SegmentedTabs
              label={t('subscription.provider')}
              values={providers}
              value={chosenProvider}
              onChange={setProvider}
              labelOf={(p) => t(`subscription.providers.${p}`)}
            />
          )}
          <div className="grid plans">
            {plans.data
              .filter((offer) => offer.provider === chosenProvider)
              .map((offer) => {
                const trial = !subscription.data.trial_used && offer.trial_days > 0;
                const price = formatAmount(offer, i18n.language);
                const period = t(`subscription.per.${offer.interval}`);
                return (
                  <article key={`${offer.provider}-${offer.plan}`} className="card plan">
                    <h3>{t(`subscription.plans.${offer.plan}`)}</h3>
                    <p className="plan__price">
                      {price} <span className="muted">/ {period}</span>
                    </p>
                    {offer.plan === 'yearly' && discount !== null && discount > 0 && (
                      <p className="plan__badge">{t('subscription.discount', { percent: discount })}</p>
                    )}
                    {trial && <p className="plan__trial">{t('subscription.trial', { count: offer.trial_days })}</p>}
                    <p className="muted">
                      {trial
                        ? t('subscription.afterTrial', { price, period, date: day(daysFromToday(offer.trial_days)) })
                        : t('subscription.everyPeriod', { price, period })}
                    </p>
                    <Button onClick={() => subscribe(offer)}>{t('subscription.choose')}</Button>
                  </article>
                );
              })}
          </div>
          <p className="muted">{t('subscription.anytime')}</p>
        </>
      )}
      <PaymentHistory />
      <p className="muted">{t('family.legal.subscriptionTerms')}</p>
      <LegalLinks />
    </Screen>
  );
}
