import { useLayoutEffect, type RefObject } from 'react';

/**
 * Marks the text box of the page shown inside `ref` with `data-more` while some of its text
 * is below the box's bottom edge, so the styles fade its last lines out: a page too long for
 * the screen plainly scrolls. Checked again as it scrolls, resizes, or its text reflows (fonts
 * arriving); `page` names the page shown, whose box is a new element.
 */
export function useMoreBelow(ref: RefObject<HTMLElement | null>, page: number): void {
  useLayoutEffect(() => {
    const box = ref.current?.querySelector<HTMLElement>('.tale-page__text');
    if (!box) return;
    const mark = () => box.toggleAttribute('data-more', box.scrollTop + box.clientHeight < box.scrollHeight - 2);
    mark();
    box.addEventListener('scroll', mark, { passive: true });
    const observer = new ResizeObserver(mark);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', mark);
      observer.disconnect();
    };
  }, [ref, page]);
}
