import { useLayoutEffect, type RefObject } from 'react';

/**
 * Writes how far the element starts from the top of the page into its `--above` CSS variable,
 * so the book can size its text box to end above the player whatever is drawn over it: the
 * tools on one row or two, the offline notice, a longer title. Measured before the first paint,
 * then again whenever the page's size changes (on the next frame, so no resize loop).
 */
export function useRoomAbove(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const above = `${Math.round(element.getBoundingClientRect().top + window.scrollY)}px`;
      if (element.style.getPropertyValue('--above') !== above) element.style.setProperty('--above', above);
    };
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
