import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { analytics } from '../lib/analytics';

/** Every navigation scrolls to the top and is reported as page_changed {from, to} (docs/PRODUCT.md §2, §7). */
export function NavigationEffects() {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    const to = location.pathname;
    if (previous.current !== null && previous.current !== to) analytics.pageChanged(previous.current, to);
    previous.current = to;
  }, [location.pathname]);
  return null;
}
