import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { isHydratable, PRERENDERED_ATTRIBUTE } from './app/prerendered';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { changeLocale, initI18n, storedLocale } from './lib/i18n';
import { applyTheme, resolveTheme } from './ui/theme';
import '@fontsource-variable/nunito';
import './ui/theme.css';
import './ui/ui.css';

type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the first route's screen has loaded (routes load their screens lazily). */
function initialized(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

applyTheme(resolveTheme());
await initI18n();
await changeLocale(storedLocale());
const router = createBrowserRouter(routes);
// A prerendered page (src/prerender.tsx) stays on screen, and React takes it
// over (hydrates it) once the route's screen has loaded; for a visitor it was
// not rendered for, React renders anew.
await initialized(router);
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);
if (isHydratable(root)) hydrateRoot(root, app);
else {
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  createRoot(root).render(app);
}
