/**
 * Markers of a page prerendered at build time (src/prerender.tsx): the root
 * holds the screen as a signed-out visitor in the default locale sees it
 * (`data-prerendered="screen"`), or only its frame (`"frame"`).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on <html> by the boot script when the markup is not this visitor's (another language, signed in). */
export const STALE_CLASS = 'prerender-stale';

/** True when React may hydrate the root's markup instead of rendering it anew. */
export function isHydratable(root: HTMLElement): boolean {
  return (
    root.getAttribute(PRERENDERED_ATTRIBUTE) === 'screen' && !document.documentElement.classList.contains(STALE_CLASS)
  );
}
