import { DEFAULT_LOCALE, type PageData } from '@skazka/contract';
import type { FastifyInstance } from 'fastify';
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
