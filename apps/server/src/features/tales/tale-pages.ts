import { DEFAULT_LOCALE, idSchema, type PageData } from '@skazka/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { OwnPageData } from '../../plugins/web.js';
import { talesService } from './service.js';

/**
 * The data of the prerendered demo page (rendered in the default locale): its
 * tale once made, and its cover for the browser to fetch with the page, so
 * the tale opens without a request and a picture loading after it.
 */
export function demoPageData(app: FastifyInstance): () => Promise<PageData | null> {
  const tales = talesService(app);
  return async () => {
    const tale = await tales.readyDemo(DEFAULT_LOCALE);
    return tale && { data: tale, preload_images: tale.cover_url ? [tale.cover_url] : [] };
  };
}

/**
 * The data of a parent's own tale page (`/story/{id}`), which the server renders
 * with the tale so its first page paints with the HTML instead of after the
 * app's scripts and a round trip for the tale: the tale as `GET /api/tale/{id}/view/`
 * gives it, for the parent whose session cookie came with the request, while it
 * is readable. Anyone else, and a tale not yet readable, get null: the app's page.
 * The first page's picture is in the markup, where the browser finds it at once.
 */
export function ownTalePageData(app: FastifyInstance): OwnPageData {
  const tales = talesService(app);
  return async (request, param) => {
    // Digits only: the id schema alone would also take '1e3' or ' 7'.
    const id = /^\d+$/.test(param) ? idSchema.safeParse(param) : null;
    if (!id?.success) return null;
    const user = await app.pageUser(request);
    if (!user) return null;
    try {
      return { data: await tales.view(user.id, id.data), preload_images: [] };
    } catch (error) {
      if (error instanceof AppError) return null; // not theirs, gone, or not readable yet: the app says which
      throw error;
    }
  };
}
