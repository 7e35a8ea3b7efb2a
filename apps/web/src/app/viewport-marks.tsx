import { useEffect } from 'react';
import { useViewport } from '../ui/use-viewport';

/**
 * Marks the page with its layout band and orientation (data-layout, data-landscape on <html>)
 * so the styles follow the docs/PRODUCT.md §9 breakpoints and landscape rule, measured by `useViewport`
 * (throttled), not by media queries of their own.
 */
export function ViewportMarks() {
  const { layout, isLandscape } = useViewport();
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.layout = layout;
    root.dataset.landscape = String(isLandscape);
  }, [layout, isLandscape]);
  return null;
}
