import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type Payment, type Plan, type PlanOffer, type Subscription } from '@skazka/contract';
import { api } from '../lib/api-client';
import { profileQuery } from './session';

export const subscriptionQuery = queryOptions({
  queryKey: ['subscription'],
  queryFn: ({ signal }) => api<Subscription>(API.subscription, { signal }),
});

export const paymentsQuery = queryOptions({
  queryKey: ['subscription', 'payments'],
  queryFn: ({ signal }) => api<Payment[]>(API.payments, { signal }),
});

export const plansQuery = queryOptions({
  queryKey: ['plans'],
  queryFn: ({ signal }) => api<PlanOffer[]>(API.plans, { signal }),
  staleTime: 10 * 60_000,
});

/** Starts a checkout with the chosen provider; resolves to the page the browser goes to. */
export async function startCheckout(provider: PlanOffer['provider'], plan: Plan): Promise<string> {
  if (provider === 'stripe')
    return (await api<{ url: string }>(API.stripeCheckout, { method: 'POST', body: { plan } })).url;
  return (await api<{ payment_url: string }>(API.subscription, { method: 'POST', body: { plan } })).payment_url;
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Subscription>(API.cancelSubscription, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
      ]),
  });
}
