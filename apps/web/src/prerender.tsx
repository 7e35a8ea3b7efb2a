/**
 * Build-time rendering (the server-side entry of `npm run build`) of the public
 * screens a visitor lands on, so their first paint comes with the HTML instead
 * of after the JavaScript; in the browser, main.tsx renders the same screen
 * over it once the route's code has loaded.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AUTH_COOKIE, DEFAULT_LOCALE } from '@skazka/contract';
import { STALE_CLASS } from './app/prerendered';
import { Providers } from './app/providers';
import { routes, type ScreenHandle } from './app/routes';
import { initI18n } from './lib/i18n';
import { STORAGE_KEYS } from './lib/storage';
import { applyTheme, themeFor } from './ui/theme';

/** Public screens whose content does not depend on the visitor (the demo's frame and spinner only). */
export const PRERENDERED_PATHS = ['/welcome', '/signin', '/password', '/story/demo'];

export { PRERENDERED_ATTRIBUTE } from './app/prerendered';

export interface Prerendered {
  html: string;
  /** The route's screen (see `ScreenHandle`), whose scripts and styles the page links at once. */
  screen: string;
}

export async function render(path: string): Promise<Prerendered> {
  await initI18n();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerendering ${path}: it redirects to ${context.headers.get('location')}`);
  if (context.errors) throw new Error(`prerendering ${path}: ${Object.values(context.errors).join('; ')}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <Providers>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  const screen = (context.matches.at(-1)?.route.handle as ScreenHandle | undefined)?.screen;
  if (!screen) throw new Error(`prerendering ${path}: no screen matches`);
  return { html, screen };
}

/**
 * Inlined in the head, it runs before the first paint: the visitor's theme (a
 * light flash at bedtime would be unkind), and marking the markup stale for a
 * visitor who chose another language or is signed in (CSS hides it until
 * React renders theirs).
 */
export function bootScript(): string {
  const json = JSON.stringify;
  return [
    '(function(){',
    'var stored=function(key){try{return localStorage.getItem(key)}catch(e){return null}};',
    `(${applyTheme.toString()})((${themeFor.toString()})(stored(${json(STORAGE_KEYS.theme)}),new Date().getHours()));`,
    `var locale=stored(${json(STORAGE_KEYS.locale)});`,
    `var signedIn=document.cookie.split('; ').some(function(c){return c.indexOf(${json(`${AUTH_COOKIE}=`)})===0&&c.length>${AUTH_COOKIE.length + 1}});`,
    `if((locale&&locale!==${json(DEFAULT_LOCALE)})||signedIn)document.documentElement.classList.add(${json(STALE_CLASS)});`,
    '})()',
  ].join('');
}
