/**
 * Build-time rendering (the server-side entry of `npm run build`) of the public
 * screens a visitor lands on, so their first paint comes with the HTML instead
 * of after the JavaScript; in the browser, main.tsx renders the same screen
 * over it once the route's code has loaded.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { AUTH_COOKIE, DEFAULT_LOCALE, PAGES, PAGE_DATA_ID } from '@skazka/contract';
import { PRERENDERED_ATTRIBUTE, STALE_CLASS } from './app/prerendered';
import { Providers } from './app/providers';
import { routes, type ScreenHandle } from './app/routes';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { STORAGE_KEYS } from './lib/storage';
import { applyTheme, themeFor } from './ui/theme';

/**
 * Public screens whose content does not depend on the visitor. React hydrates
 * them, except the demo story: its prerender is the frame (header, spinner)
 * that React replaces with the tale, loaded meanwhile.
 */
export const PRERENDERED_PAGES = [
  { path: PAGES.welcome, hydrate: true },
  { path: PAGES.signin, hydrate: true },
  { path: PAGES.password, hydrate: true },
  { path: PAGES.demo, hydrate: false },
];

export { PRERENDERED_ATTRIBUTE };

/** Ends the prerendered markup inside the root, so the server can find what to render again. */
const ROOT_END = '<!--/root-->';
const ROOT = /<div id="root"[^>]*>[\s\S]*<!--\/root--><\/div>/;

interface Prerendered {
  html: string;
  /** The route's screen (see `ScreenHandle`), whose scripts and styles the page links at once. */
  screen: string;
}

/** The routes without their loaders: at build time a screen renders without its data. */
function withoutLoaders(list: RouteObject[]): RouteObject[] {
  return list.map(
    (route) =>
      ({ ...route, loader: undefined, children: route.children && withoutLoaders(route.children) }) as RouteObject,
  );
}

/** Started once: the server renders the demo page again and again, some of them at once, all after the words have arrived. */
let i18nReady: Promise<void> | undefined;

export async function render(path: string, pageData?: unknown): Promise<Prerendered> {
  await (i18nReady ??= initI18n());
  queryClient.clear();
  const handler = createStaticHandler(withoutLoaders(routes));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response)
    throw new Error(`prerendering ${path}: it redirects to ${context.headers.get('location')}`);
  if (context.errors) throw new Error(`prerendering ${path}: ${Object.values(context.errors).join('; ')}`);
  const handle = context.matches.at(-1)?.route.handle as ScreenHandle | undefined;
  if (!handle) throw new Error(`prerendering ${path}: no screen matches`);
  if (pageData !== undefined) handle.usePageData?.(pageData);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <Providers>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  return { html: `${html}${ROOT_END}`, screen: handle.screen };
}

/**
 * At run time, on the server: the prerendered page (a frame) rendered again
 * with the page data the server has for it (the demo page with its tale), for
 * React to hydrate.
 */
export async function renderWithData(page: string, path: string, pageData: unknown): Promise<string> {
  const { html } = await render(path, pageData);
  return page.replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="screen">${html}</div>`);
}

/**
 * Inlined in the head, it runs before the first paint: the visitor's theme (a
 * light flash at bedtime would be unkind), marking the markup stale for a
 * visitor who chose another language or is signed in (CSS hides it until
 * React renders theirs), and preloading the pictures of the page data the
 * server put just before it (see PAGE_DATA_MARKER).
 */
export function bootScript(): string {
  const json = JSON.stringify;
  return [
    '(function(){',
    'var stored=function(key){try{return localStorage.getItem(key)}catch(e){return null}};',
    `(${applyTheme.toString()})((${themeFor.toString()})(stored(${json(STORAGE_KEYS.theme)}),new Date().getHours()));`,
    `var locale=stored(${json(STORAGE_KEYS.locale)});`,
    `var signedIn=document.cookie.split('; ').some(function(c){return c.indexOf(${json(`${AUTH_COOKIE}=`)})===0&&c.length>${AUTH_COOKIE.length + 1}});`,
    `var stale=(locale&&locale!==${json(DEFAULT_LOCALE)})||signedIn;`,
    `if(stale)document.documentElement.classList.add(${json(STALE_CLASS)});`,
    // The pictures the screen shows first, known from its page data, start loading now.
    `var data=document.getElementById(${json(PAGE_DATA_ID)});`,
    'if(data&&!stale)JSON.parse(data.textContent).preload_images.forEach(function(href){',
    'var link=document.createElement("link");link.rel="preload";link.as="image";link.href=href;link.fetchPriority="high";document.head.appendChild(link)});',
    '})()',
  ].join('');
}

/**
 * Inlined at the end of the body: fetches the app's entry and the screen's
 * modules once the prerendered screen is painted (a frame later), so that on
 * a slow network they do not delay that paint.
 */
export function appLoaderScript(entry: string, modules: string[]): string {
  const json = JSON.stringify;
  return [
    '(function(){',
    'var add=function(tag,attributes){var el=document.createElement(tag);el.crossOrigin="";for(var k in attributes)el[k]=attributes[k];document.head.appendChild(el)};',
    'requestAnimationFrame(function(){setTimeout(function(){',
    `${json(modules)}.forEach(function(href){add("link",{rel:"modulepreload",href:href})});`,
    `add("script",{type:"module",src:${json(entry)}});`,
    '})})',
    '})()',
  ].join('');
}
