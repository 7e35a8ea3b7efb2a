import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { initI18n } from './lib/i18n';
import { applyTheme, resolveTheme } from './ui/theme';
import '@fontsource-variable/nunito';
import './ui/theme.css';
import './ui/ui.css';

applyTheme(resolveTheme());
await initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
