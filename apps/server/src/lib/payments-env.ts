import { z } from 'zod';

const minorUnits = (fallback: number) => z.coerce.number().int().positive().max(100_000_000).default(fallback);
const secret = z.string().min(8, 'must have at least 8 characters').optional();

/**
 * Payment settings (README "Configuration"). Prices are in minor units (kopecks,
 * cents), never floats. Defaults give a fresh install sensible prices; the yearly
 * ones are a visible third off twelve months.
 */
export const paymentsEnv = {
  PRICE_RUB_MONTHLY: minorUnits(49_900),
  PRICE_RUB_YEARLY: minorUnits(399_000),
  PRICE_USD_MONTHLY: minorUnits(699),
  PRICE_USD_YEARLY: minorUnits(5_599),
  PRICE_EUR_MONTHLY: minorUnits(699),
  PRICE_EUR_YEARLY: minorUnits(5_599),
  STRIPE_SECRET_KEY: secret,
  STRIPE_WEBHOOK_SECRET: secret,
  STRIPE_CURRENCY: z.enum(['usd', 'eur']).default('usd'),
  /** Where the Stripe SDK sends its calls (a local fake in tests); Stripe's own API when unset. */
  STRIPE_API_BASE: z.url().optional(),
  TINKOFF_TERMINAL_KEY: z.string().min(1).optional(),
  TINKOFF_PASSWORD: secret,
  TINKOFF_API_URL: z
    .url()
    .default('https://securepay.tinkoff.ru/v2')
    .transform((url) => url.replace(/\/+$/, '')),
  /** 54-FZ receipt: the seller's taxation system and the VAT of the subscription. */
  TINKOFF_TAXATION: z.enum(['osn', 'usn_income', 'usn_income_outcome', 'esn', 'patent']).default('usn_income'),
  TINKOFF_VAT: z.enum(['none', 'vat0', 'vat5', 'vat7', 'vat10', 'vat20']).default('none'),
};

type PaymentsEnv = { [K in keyof typeof paymentsEnv]?: unknown };

/** A provider's keys come in pairs: half a pair is a mistake worth stopping the start for. */
export function checkPaymentKeyPairs(env: PaymentsEnv, ctx: z.RefinementCtx) {
  const pairs = [
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    ['TINKOFF_TERMINAL_KEY', 'TINKOFF_PASSWORD'],
  ] as const;
  for (const [a, b] of pairs) {
    if (Boolean(env[a]) === Boolean(env[b])) continue;
    const missing = env[a] ? b : a;
    ctx.addIssue({ code: 'custom', path: [missing], message: `is needed with ${missing === a ? b : a}` });
  }
}
