/** How long one provider request may take, and how often a 429 or 5xx is retried (with backoff). */
export interface RequestLimits {
  timeoutMs: number;
  retries: number;
}

/** The stage's own signal (lease lost, shutdown, stage timeout) joined with this request's timeout. */
export const requestSignal = (limits: RequestLimits, stage?: AbortSignal) =>
  AbortSignal.any([AbortSignal.timeout(limits.timeoutMs), ...(stage ? [stage] : [])]);
