import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  PAGE_DATA_ID,
  PAGE_DATA_MARKER,
  type Locale,
  type PageData,
} from '@skazka/contract';
import { AppError } from '../lib/app-error.js';
import { cookieOf } from '../lib/cookies.js';
import { prerenderedPages } from '../lib/prerendered-pages.js';

/** The data a parent's own page shows (`param`: the route's one parameter), or null when it is not theirs to see. */
export type OwnPageData = (request: FastifyRequest, param: string) => Promise<PageData | null>;

interface WebOptions {
  /** Per prerendered path: the data its screen shows, looked up for each visit (null when there is none yet). */
  pageData?: Record<string, () => Promise<PageData | null>>;
  /**
   * Per route with one parameter (`/story/:id`, prerendered signed in as a template): the data of the page
   * for the parent who asks. Rendered for them alone and never kept; anyone else gets index.html.
   */
  ownPages?: Record<string, OwnPageData>;
}

/** The web build's server-side entry (apps/web/src/prerender.tsx), which renders a prerendered page again with its data. */
interface WebRenderer {
  renderWithData(
    page: string,
    path: string,
    data: unknown,
    options?: { signedIn?: boolean; locale?: Locale },
  ): Promise<string>;
}

async function webRenderer(root: string): Promise<WebRenderer | null> {
  const entry = join(root, 'ssr', 'prerender.js');
  return existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as WebRenderer) : null;
}

const HTML = 'text/html; charset=utf-8';

/** Page data as a JSON script: not run, so outside the CSP; `<` escaped so no text can close the tag. */
function pageDataScript(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;
}

/**
 * Serves the built web app (apps/web/dist) when it exists; paths that are not
 * files get index.html so client-side routes load, except under /api/ and
 * paths naming a file (a stale /assets/x.js must 404, so the app's lazy loader
 * reloads the page instead of parsing HTML as a script). The public pages the
 * build prerendered (welcome, sign-in…) get their own HTML, painted before
 * any script runs, with their screen's data when `pageData` has it; a parent's
 * own tale (`ownPages`) is rendered for them with it.
 */
export default fp<WebOptions>(
  async (app, options) => {
    const root = app.config.WEB_DIST_DIR;
    if (!existsSync(join(root, 'index.html'))) {
      app.log.info({ root }, 'no built web app; serving the API only');
      return;
    }
    const prerendered = prerenderedPages(root).pages;
    // Templates of routes (`/story/:id`) are pages only once rendered for someone.
    const templates = new Map([...prerendered].filter(([path]) => path.includes('/:')));
    for (const path of templates.keys()) prerendered.delete(path);
    const renderer = await webRenderer(root);
    const renderedAgain = async (path: string, page: string, data: PageData, parent?: { locale: Locale }) => {
      try {
        return renderer
          ? await renderer.renderWithData(page, path, data.data, parent && { signedIn: true, ...parent })
          : page;
      } catch (error) {
        app.log.error({ err: error, path }, 'rendering the page with its data failed; the browser renders it');
        return page;
      }
    };
    // A page rendered with its data, kept while the data stays the same (the demo tale never changes).
    const rendered = new Map<string, { json: string; html: string }>();
    const pageWith = async (path: string, page: string, data: PageData) => {
      const json = JSON.stringify(data);
      const kept = rendered.get(path);
      if (kept?.json === json) return kept.html;
      const html = (await renderedAgain(path, page, data)).replace(PAGE_DATA_MARKER, pageDataScript(data));
      rendered.set(path, { json, html });
      return html;
    };
    const dataFor = async (path: string, find: () => Promise<PageData | null> | undefined) => {
      try {
        return (await find()) ?? null;
      } catch (error) {
        app.log.warn({ err: error, path }, 'page data failed; the page loads it itself');
        return null;
      }
    };
    const ownRoutes = Object.entries(options.ownPages ?? {}).flatMap(([route, data]) => {
      const template = templates.get(route);
      return template ? [{ pattern: new RegExp(`^${route.replace(/:\w+/, '([^/]+)')}$`), template, data }] : [];
    });
    /** A parent's own page rendered with its data for them, or null (not such a page, or not theirs). */
    const ownPage = async (request: FastifyRequest, path: string) => {
      if (!renderer) return null;
      for (const { pattern, template, data } of ownRoutes) {
        const param = pattern.exec(path)?.[1];
        if (param === undefined) continue;
        const found = await dataFor(path, () => data(request, param));
        if (!found) return null;
        // In the language the parent's app shows (the app writes it into a cookie); another one would be hidden.
        const chosen = cookieOf(request, LOCALE_COOKIE);
        const html = await renderedAgain(path, template, found, { locale: isLocale(chosen) ? chosen : DEFAULT_LOCALE });
        // A failed render is the template's frame: index.html then serves the parent as well, and costs no page data.
        return html === template ? null : html.replace(PAGE_DATA_MARKER, pageDataScript(found));
      }
      return null;
    };
    // Compressed in its own scope: the web app's files shrink ~4×, while API
    // responses (event streams above all) stay as they are.
    await app.register(async (scope) => {
      await scope.register(compress, { global: true, threshold: 1024 });
      await scope.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        maxAge: '1h',
        allowedPath: (pathName) => !pathName.startsWith('/ssr/'), // the server-side build is the server's
        // Vite names every asset by its content hash: those never change.
        setHeaders: (reply, path) => {
          if (path.startsWith(join(root, 'assets')))
            reply.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
      scope.get('/*', { schema: { hide: true } }, async (request, reply) => {
        const url = request.url.split('?')[0]!;
        if (url.startsWith('/api/') || url === '/api' || /\.[a-z0-9]+$/i.test(url)) throw new AppError('notFound', 404);
        const path = url.length > 1 ? url.replace(/\/$/, '') : url;
        const page = prerendered.get(path);
        reply.header('cache-control', 'no-cache');
        if (page === undefined) {
          const own = await ownPage(request, path);
          // A child's tale: kept by no cache on the way, and a cookie of another parent is another page.
          if (own)
            return reply.header('cache-control', 'private, no-store').header('vary', 'cookie').type(HTML).send(own);
          return reply.sendFile('index.html');
        }
        const data = await dataFor(path, () => options.pageData?.[path]?.());
        return reply.type(HTML).send(data ? await pageWith(path, page, data) : page.replace(PAGE_DATA_MARKER, ''));
      });
    });
  },
  { name: 'web', dependencies: ['config', 'errors'] },
);
