import { type Locale, type Plan, message } from '@skazka/contract';

export interface SandboxPageInput {
  locale: Locale;
  plan: Plan;
  amount: number;
  currency: string;
  /** The first subscription: nothing is due for the trial's days. */
  trial: boolean;
  /** Already confirmed or declined: the page says so instead of offering the buttons. */
  done: boolean;
  formAction: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Minor units shown as money in the reader's language (49900 RUB → 499,00 ₽). */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 10 ** digits);
}

/** The sandbox's checkout: plainly a test, with a confirm and a decline button. */
export function sandboxPage(input: SandboxPageInput): string {
  const t = (key: Parameters<typeof message>[0]) => escapeHtml(message(key, input.locale));
  const planName = t(input.plan === 'yearly' ? 'sandboxPlanYearly' : 'sandboxPlanMonthly');
  const price = escapeHtml(formatMoney(input.amount, input.currency, input.locale));
  const body = input.done
    ? `<p class="done">${t('sandboxCheckoutDone')}</p>`
    : `<form method="post" action="${escapeHtml(input.formAction)}">
      <button type="submit" name="decision" value="confirm" data-testid="sandbox-confirm">${t('sandboxConfirm')}</button>
      <button type="submit" name="decision" value="decline" data-testid="sandbox-decline" class="secondary">${t('sandboxDecline')}</button>
    </form>`;
  return `<!doctype html>
<html lang="${input.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('sandboxCheckoutTitle')}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #222; }
  .notice { border: 3px dashed #b45309; background: #fffbeb; padding: 1rem; border-radius: .5rem; font-weight: 600; }
  .price { font-size: 1.5rem; margin: .25rem 0; }
  form { display: flex; gap: .75rem; margin-top: 1.5rem; flex-wrap: wrap; }
  button { font-size: 1rem; padding: .75rem 1.25rem; border-radius: .5rem; border: 2px solid #1d4ed8; background: #1d4ed8; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1d4ed8; }
</style>
</head>
<body>
<main>
  <h1>${t('sandboxCheckoutTitle')}</h1>
  <p class="notice" role="note">${t('sandboxCheckoutNotice')}</p>
  <h2>${planName}</h2>
  <p class="price">${price}</p>
  ${input.trial ? `<p>${t('sandboxTrialNote')}</p>` : ''}
  ${body}
</main>
</body>
</html>`;
}
