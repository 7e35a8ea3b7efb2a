import { useLayoutEffect, type RefObject } from 'react';

/**
 * Marks the element for the page's inline script (src/prerender.tsx), which measures it
 * before the first paint of a page the server rendered, long before React runs.
 */
export const ROOM_ABOVE_ATTRIBUTE = 'data-room-above';

/**
 * Writes how far the element starts from the top of the page into its `--above` CSS variable.
 * Self-contained (no imports, no closure): the page's inline script runs its source too.
 */
export function writeRoomAbove(element: HTMLElement): void {
  const above = `${Math.round(element.getBoundingClientRect().top + window.scrollY)}px`;
  if (element.style.getPropertyValue('--above') !== above) element.style.setProperty('--above', above);
}

/**
 * Keeps the element's `--above` (see `writeRoomAbove`), so the book can size its text box to end
 * above the player whatever is drawn over it: the tools on one row or two, the offline notice, a
 * longer title. Measured before the first paint, then again whenever the page's size changes (on
 * the next frame, so no resize loop).
 */
export function useRoomAbove(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => writeRoomAbove(element);
    measure();
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(document.body);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref]);
}
