import { QueryClient } from '@tanstack/react-query';
import { TIMING } from '@skazka/contract';
import { ApiError } from './api-client';

/** Loads retry every second up to 20 attempts, never on 401 (docs/PRODUCT.md §4, §9). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 401 || error.status === 404 || error.status === 402)) return false;
  return failureCount < TIMING.initialLoadAttempts - 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      retryDelay: TIMING.initialLoadRetryMs,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    // A change is tried at once even with no network, never held in memory until the tab closes: those
    // that can wait go to the device's outbox (lib/outbox.ts), the others say plainly that they need a network.
    mutations: { retry: false, networkMode: 'always' },
  },
});
