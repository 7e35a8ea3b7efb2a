/**
 * Markers of a page prerendered at build time (src/prerender.tsx): the root
 * holds the screen as a signed-out visitor in the default locale sees it
 * (`data-prerendered="screen"`), which React hydrates, or markup React renders
 * anew (`"frame"`): a screen's frame, or a parent's page the server rendered for them.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set on <html> by the boot script when the markup is not this visitor's (another language, signed in). */
export const STALE_CLASS = 'prerender-stale';

/** True when the boot script found the prerendered markup is not this visitor's. */
export const isStale = (): boolean => document.documentElement.classList.contains(STALE_CLASS);

/** True when React may hydrate the root's markup instead of rendering it anew. */
export function isHydratable(root: HTMLElement): boolean {
  return root.getAttribute(PRERENDERED_ATTRIBUTE) === 'screen' && !isStale();
}

/**
 * A User Timing mark the app sets once it has drawn its first screen: from then on the page
 * answers taps. A page the server rendered looks whole before, and a tap on it then is lost.
 */
export const APP_LIVE_MARK = 'skazka:app-live';
