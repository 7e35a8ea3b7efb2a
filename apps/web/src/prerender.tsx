/**
 * Build-time rendering (the server-side entry of `npm run build`) of the public
 * screens a visitor lands on, so their first paint comes with the HTML instead
 * of after the JavaScript; in the browser, main.tsx renders the same screen
 * over it once the route's code has loaded.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { AUTH_COOKIE, DEFAULT_LOCALE, PAGES, PAGE_DATA_ID, type Locale } from '@skazka/contract';
import { PRERENDERED_ATTRIBUTE, STALE_CLASS } from './app/prerendered';
import { Providers } from './app/providers';
import { routes, type ScreenHandle } from './app/routes';
import { i18n, initI18n, loadLocale } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { ROOM_ABOVE_ATTRIBUTE, writeRoomAbove } from './ui/use-room-above';
import { renderSignedIn } from './lib/session';
import { STORAGE_KEYS } from './lib/storage';
import { applyTheme, themeFor } from './ui/theme';

interface PrerenderedPage {
  path: string;
  /** False when the build can render only the screen's frame (header, spinner): the server renders it again with its data. */
  hydrate: boolean;
  /** Rendered as a signed-in parent sees it: the server sends it only to the parent whose page it is. */
  signedIn?: boolean;
}

/**
 * Public screens whose content does not depend on the visitor, which React
 * hydrates; the demo story, whose frame the server renders again with its
 * tale; and a parent's own tale (`/story/:id`), a template the server renders
 * with the tale for the parent whose session cookie it carries (anyone else
 * gets the app's page, which renders in the browser).
 */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { path: PAGES.welcome, hydrate: true },
  { path: PAGES.signin, hydrate: true },
  { path: PAGES.password, hydrate: true },
  { path: PAGES.demo, hydrate: false },
  { path: PAGES.story(':id'), hydrate: false, signedIn: true },
];

export { PRERENDERED_ATTRIBUTE };

/** Ends the prerendered markup inside the root, so the server can find what to render again. */
const ROOT_END = '<!--/root-->';
const ROOT = /<div id="root"[^>]*>[\s\S]*<!--\/root--><\/div>/;
const HTML_LANG = /<html lang="[^"]*">/;

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

interface RenderOptions {
  /** As the signed-in parent sees it (their own page); a visitor otherwise. */
  signedIn?: boolean;
  locale?: Locale;
}

export async function render(
  path: string,
  pageData?: unknown,
  { signedIn = false, locale = DEFAULT_LOCALE }: RenderOptions = {},
): Promise<Prerendered> {
  await (i18nReady ??= initI18n());
  await loadLocale(locale);
  const handler = createStaticHandler(withoutLoaders(routes));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response)
    throw new Error(`prerendering ${path}: it redirects to ${context.headers.get('location')}`);
  if (context.errors) throw new Error(`prerendering ${path}: ${Object.values(context.errors).join('; ')}`);
  const handle = context.matches.at(-1)?.route.handle as ScreenHandle | undefined;
  if (!handle) throw new Error(`prerendering ${path}: no screen matches`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // From here on synchronous, so renders on the server, some at once, cannot mix their language or data; the
  // data is dropped after, not to keep one family's tale in memory.
  const screen = () => {
    void i18n.changeLanguage(locale); // its words are loaded: i18next switches at once
    if (i18n.language !== locale) throw new Error(`prerendering ${path}: i18next did not switch to ${locale}`);
    queryClient.clear();
    if (pageData !== undefined) handle.usePageData?.(pageData);
    try {
      return renderToString(
        <Providers>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>,
      );
    } finally {
      queryClient.clear();
    }
  };
  const html = signedIn ? renderSignedIn(screen) : screen();
  return { html: `${html}${ROOT_END}`, screen: handle.screen };
}

/**
 * At run time, on the server: the prerendered page (a frame) rendered again
 * with the page data the server has for it (the demo page with its tale, a
 * parent's page with theirs, in their language), for React to hydrate or,
 * on a parent's page, to render anew.
 */
export async function renderWithData(
  page: string,
  path: string,
  pageData: unknown,
  options: RenderOptions = {},
): Promise<string> {
  const { html } = await render(path, pageData, options);
  // A parent's page also shows what only their device knows (the view they chose, where they stopped, the tales
  // kept offline, the voices): React renders it anew over the painted markup instead of hydrating it.
  const kind = options.signedIn ? 'frame' : 'screen';
  return page
    .replace(HTML_LANG, `<html lang="${options.locale ?? DEFAULT_LOCALE}">`)
    .replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${kind}">${html}</div>`);
}

/**
 * Inlined in the head, it runs before the first paint: the visitor's theme (a
 * light flash at bedtime would be unkind), marking the markup stale for a
 * visitor whose language is not the page's (`<html lang>`) or who is signed
 * in when the page is a visitor's, or not when it is a parent's (CSS hides it until React renders
 * theirs), and preloading the pictures of the page data the server put just
 * before it (see PAGE_DATA_MARKER).
 */
export function bootScript(signedInPage = false): string {
  const json = JSON.stringify;
  return [
    '(function(){',
    'var stored=function(key){try{return localStorage.getItem(key)}catch(e){return null}};',
    `(${applyTheme.toString()})((${themeFor.toString()})(stored(${json(STORAGE_KEYS.theme)}),new Date().getHours()));`,
    `var locale=stored(${json(STORAGE_KEYS.locale)});`,
    `var signedIn=document.cookie.split('; ').some(function(c){return c.indexOf(${json(`${AUTH_COOKIE}=`)})===0&&c.length>${AUTH_COOKIE.length + 1}});`,
    `var stale=(locale||${json(DEFAULT_LOCALE)})!==document.documentElement.lang||signedIn!==${json(signedInPage)};`,
    `if(stale)document.documentElement.classList.add(${json(STALE_CLASS)});`,
    // The pictures the screen shows first, known from its page data, start loading now.
    `var data=document.getElementById(${json(PAGE_DATA_ID)});`,
    'if(data&&!stale)JSON.parse(data.textContent).preload_images.forEach(function(href){',
    'var link=document.createElement("link");link.rel="preload";link.as="image";link.href=href;link.fetchPriority="high";document.head.appendChild(link)});',
    '})()',
  ].join('');
}

/**
 * Inlined at the end of the body: sizes what the screen sizes by measuring
 * (the reader's book, by the room above it) before the first paint, as React
 * will, so the page does not move when React takes it over; then fetches the
 * app's entry and the screen's modules once the prerendered screen is painted
 * (a frame later), so that on a slow network they do not delay that paint.
 */
export function appLoaderScript(entry: string, modules: string[]): string {
  const json = JSON.stringify;
  return [
    '(function(){',
    `document.querySelectorAll(${json(`[${ROOM_ABOVE_ATTRIBUTE}]`)}).forEach(${writeRoomAbove.toString()});`,
    'var add=function(tag,attributes){var el=document.createElement(tag);el.crossOrigin="";for(var k in attributes)el[k]=attributes[k];document.head.appendChild(el)};',
    'requestAnimationFrame(function(){setTimeout(function(){',
    `${json(modules)}.forEach(function(href){add("link",{rel:"modulepreload",href:href})});`,
    `add("script",{type:"module",src:${json(entry)}});`,
    '})})',
    '})()',
  ].join('');
}
