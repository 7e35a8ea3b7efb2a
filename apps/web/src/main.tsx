import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { watchNavigationTarget } from './app/lazy-screen';
import { APP_LIVE_MARK, isHydratable, isStale, PRERENDERED_ATTRIBUTE } from './app/prerendered';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { changeLocale, initI18n, storedLocale } from './lib/i18n';
import { applyTheme, resolveTheme } from './ui/theme';
import '@fontsource-variable/nunito';
import './ui/theme.css';
import './ui/ui.css';

type Router = ReturnType<typeof createBrowserRouter>;

function LiveMark() {
  useEffect(() => void performance.mark(APP_LIVE_MARK), []);
  return null;
}

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
const locale = storedLocale();
// The router starts loading the route's screen and data (its loader) at once,
// while the locale's words load, rather than one after the other.
const router = createBrowserRouter(routes);
watchNavigationTarget(() => {
  const { location } = router.state.navigation;
  return location ? new URL(router.createHref(location), window.location.origin).href : null;
});
// A prerendered page (src/prerender.tsx) stays on screen, and React takes it
// over (hydrates it) once the route's screen has loaded; for a visitor it was
// not rendered for, React renders anew.
await Promise.all([initI18n(locale).then(() => changeLocale(locale)), initialized(router)]);
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
      <LiveMark />
    </Providers>
  </StrictMode>
);
// As a transition, React's first render yields to the browser every few milliseconds instead of holding the main
// thread for the whole screen (a tap waits less; Lighthouse counts it as blocking time). A prerendered page is
// painted already; an empty one shows nothing until then either way.
startTransition(() => {
  if (isHydratable(root)) hydrateRoot(root, app);
  else {
    // Markup made for another visitor (another language, signed in) is hidden only while the root keeps its mark;
    // it goes with the mark, or it would show, and take the keyboard's focus, until the render below commits.
    if (isStale()) root.replaceChildren();
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
    createRoot(root).render(app);
  }
});

// The service worker (sw.js, written by the build) keeps the app and kept tales for use with no network.
// Registered after the page has loaded (this module awaits the first screen, so that may be already), not to compete with it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
