import { useEffect, useState } from 'react';
import { BREAKPOINTS, TIMING } from '@skazka/contract';

/** Layout bands between the breakpoints of docs/PRODUCT.md §9 (513, 769, 1024, 1440). */
export type Layout = 'narrow' | 'compact' | 'tablet' | 'desktop' | 'wide';

export interface Viewport {
  width: number;
  height: number;
  layout: Layout;
  isMobile: boolean;
  isLandscape: boolean;
}

function layoutOf(width: number): Layout {
  if (width < BREAKPOINTS.popupMobile) return 'narrow';
  if (width < BREAKPOINTS.tablet) return 'compact';
  if (width < BREAKPOINTS.desktop) return 'tablet';
  if (width < BREAKPOINTS.wide) return 'desktop';
  return 'wide';
}

function measure(): Viewport {
  // The build's prerender has no window: it renders a phone, the most common first visit.
  const { innerWidth: width, innerHeight: height } =
    typeof window === 'undefined' ? { innerWidth: 375, innerHeight: 812 } : window;
  return {
    width,
    height,
    layout: layoutOf(width),
    isMobile: width <= BREAKPOINTS.mobile,
    // docs/PRODUCT.md §9: landscape when wider than tall and wider than 400 px.
    isLandscape: width > height && width > BREAKPOINTS.landscapeMinWidth,
  };
}

/** The viewport, re-measured at most every 300 ms while resizing (docs/PRODUCT.md §9). */
export function useViewport(): Viewport {
  const [viewport, setViewport] = useState(measure);
  useEffect(() => {
    let timer: number | undefined;
    let pending = false;
    const observer = new ResizeObserver(() => {
      if (timer !== undefined) {
        pending = true;
        return;
      }
      setViewport(measure());
      timer = window.setTimeout(function flush() {
        timer = undefined;
        if (pending) {
          pending = false;
          setViewport(measure());
        }
      }, TIMING.resizeThrottleMs);
    });
    observer.observe(document.documentElement);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, []);
  return viewport;
}
