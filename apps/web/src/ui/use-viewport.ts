import { useEffect, useState } from 'react';
import { BREAKPOINTS, TIMING } from '@skazka/contract';

export interface Viewport {
  width: number;
  height: number;
  isMobile: boolean;
  isLandscape: boolean;
}

function measure(): Viewport {
  const { innerWidth: width, innerHeight: height } = window;
  return {
    width,
    height,
    isMobile: width <= BREAKPOINTS.mobile,
    // SPEC §9: landscape when wider than tall and wider than 400 px.
    isLandscape: width > height && width > BREAKPOINTS.landscapeMinWidth,
  };
}

/** The viewport, re-measured at most every 300 ms while resizing (SPEC §9). */
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
