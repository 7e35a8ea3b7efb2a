import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { AlertProvider } from '../ui/Alerts';
import { SessionProvider } from '../lib/session-context';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <AlertProvider>{children}</AlertProvider>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
