import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { listenLocal } from './local-server.js';

type Json = Record<string, any>;

/** `a[b][0][c]=1` (Stripe's form encoding) → `{a: {b: [{c: '1'}]}}`. */
export function parseStripeForm(body: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: any = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
    });
  }
  return out;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const DAY_S = 86_400;

/**
 * A local Stripe speaking its wire format: form-encoded requests with a Bearer key,
 * JSON objects back, idempotency keys honoured. It keeps customers, Checkout sessions
 * and subscriptions, and makes signed webhook events the way Stripe does.
 */
export async function startFakeStripe(webhookSecret: string) {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const idempotent = new Map<string, Json>();
  const calls: string[] = [];
  const now = () => Math.floor(Date.now() / 1000);

  function route(method: string, path: string, params: Json): [number, Json] {
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: params.email ?? null,
        metadata: params.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (!customers.has(params.customer))
        return [400, { error: { type: 'invalid_request_error', message: `No such customer: '${params.customer}'` } }];
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: params.mode,
        ui_mode: params.ui_mode,
        customer: params.customer,
        client_reference_id: params.client_reference_id,
        metadata: params.metadata ?? {},
        status: 'open',
        subscription: null,
        url: params.ui_mode === 'hosted_page' ? `https://checkout.stripe.test/c/pay/${id}` : null,
        client_secret: params.ui_mode === 'embedded_page' ? `${id}_secret_${randomBytes(6).toString('hex')}` : null,
        params,
      };
      sessions.set(id, session);
      return [200, session];
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([\w]+)$/))) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription)
        return [404, { error: { type: 'invalid_request_error', message: `No such subscription: '${match[1]}'` } }];
      if (method === 'POST' && params.cancel_at_period_end !== undefined)
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      // Cancelling now (DELETE), as a refund, the dashboard or an account's erasure does; a second cancel finds nothing left to cancel.
      if (method === 'DELETE') {
        if (subscription.status === 'canceled')
          return [
            404,
            {
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: `No such subscription: '${match[1]}'`,
              },
            },
          ];
        Object.assign(subscription, {
          status: 'canceled',
          canceled_at: now(),
          ended_at: now(),
          cancel_at_period_end: false,
        });
      }
      return [200, subscription];
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/charges\/([\w]+)$/))) {
      const charge = charges.get(match[1]!);
      return charge
        ? [200, charge]
        : [404, { error: { type: 'invalid_request_error', message: `No such charge: '${match[1]}'` } }];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let body = '';
    for await (const chunk of request) body += chunk;
    const path = request.url!.split('?')[0]!;
    calls.push(`${request.method} ${path}`);
    const send = (status: number, json: Json) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(json));
    };
    if (request.headers.authorization !== 'Bearer sk_test_fake_key_123') {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const key = request.headers['idempotency-key'] as string | undefined;
    if (key && idempotent.has(key)) return send(200, idempotent.get(key)!);
    const [status, json] = route(request.method!, path, parseStripeForm(body));
    if (key && status === 200 && request.method === 'POST') idempotent.set(key, json);
    send(status, json);
  }

  const server = await listenLocal(handle);
  const stripe = new Stripe('sk_test_fake_key_123');

  return {
    url: server.origin,
    customers,
    sessions,
    subscriptions,
    calls,
    /** The customer finishes a Checkout: Stripe makes the subscription (in trial when asked). */
    completeCheckout(sessionId: string) {
      const session = sessions.get(sessionId)!;
      const { params } = session;
      const trialDays = Number(params.subscription_data?.trial_period_days ?? 0);
      const item = params.line_items[0];
      const start = now();
      const periodEnd =
        start + (trialDays ? trialDays * DAY_S : (item.price_data.recurring.interval === 'year' ? 365 : 30) * DAY_S);
      const subscription = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: trialDays ? 'trialing' : 'active',
        cancel_at_period_end: false,
        trial_end: trialDays ? periodEnd : null,
        metadata: params.subscription_data?.metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              current_period_start: start,
              current_period_end: periodEnd,
              price: {
                id: newId('price'),
                object: 'price',
                currency: item.price_data.currency,
                unit_amount: Number(item.price_data.unit_amount),
                recurring: { interval: item.price_data.recurring.interval },
              },
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: 'complete', subscription: subscription.id });
      return subscription;
    },
    /** A paid charge of a customer, refunded in full or in part (`amount_refunded`). */
    refundedCharge(customer: string, amountRefunded: number, amount = 699) {
      const charge = {
        id: newId('ch'),
        object: 'charge',
        customer,
        amount,
        amount_refunded: amountRefunded,
        refunded: amountRefunded >= amount,
        paid: true,
        status: 'succeeded',
        currency: 'usd',
      };
      charges.set(charge.id, charge);
      return charge;
    },
    /** A Stripe event about an object, as Stripe sends it. */
    event(type: string, object: Json) {
      return {
        id: newId('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        livemode: false,
        type,
        data: { object },
      };
    },
    /** Body and headers of a webhook delivery, signed with the endpoint's secret (or another one). */
    delivery(event: Json, secret = webhookSecret) {
      const payload = JSON.stringify(event);
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
      return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    },
    close: server.close,
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
