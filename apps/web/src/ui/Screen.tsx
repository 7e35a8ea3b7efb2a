import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

// A heading that arrives later (a tale loading) still gets focus if nothing else took it meanwhile.
const HEADING_WAIT_MS = 5000;
// The screen a visit lands on (or is reloaded on) keeps the browser's own start; later ones take the focus.
let landed = false;

/**
 * After a navigation, focus goes to the new screen's heading, so a screen reader announces
 * where the parent now is and Tab continues from there instead of from the old link. The
 * first page of a visit keeps the browser's own start.
 */
function useFocusHeadingOnNavigation() {
  const main = useRef<HTMLElement>(null);
  // The path, not the whole location: a filter written to the query string is no new screen.
  const location = useLocation();
  useEffect(() => {
    if (!landed) {
      landed = true;
      return;
    }
    if (!main.current) return;
    const root = main.current;
    const focusedBefore = document.activeElement;
    const untouched = () => document.activeElement === focusedBefore || document.activeElement === document.body;
    const focusHeading = () => {
      const heading = root.querySelector('h1');
      if (!heading) return false;
      if (untouched()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    observer.observe(root, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [location.pathname]);
  return main;
}

/** A page: its document title comes from a translation key (docs/PRODUCT.md §2). */
export function Screen({
  titleKey,
  narrow = false,
  children,
}: {
  titleKey: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(titleKey);
  const main = useFocusHeadingOnNavigation();
  useEffect(() => {
    document.title = `${title} · ${t('common.appName')}`;
  }, [title, t]);
  return (
    <main ref={main} className={`screen${narrow ? ' screen--narrow' : ''}`}>
      {children}
    </main>
  );
}
