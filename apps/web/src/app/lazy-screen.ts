import type { ComponentType } from 'react';

const RELOADED_KEY = 'skazka.reloadedFor';

/** The URL this tab reloaded for a failed chunk; sessionStorage may be missing (private mode, the build's prerender). */
function reloadedFor(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_KEY);
  } catch {
    return null;
  }
}

function rememberReload(target: string | null): void {
  try {
    if (target === null) sessionStorage.removeItem(RELOADED_KEY);
    else sessionStorage.setItem(RELOADED_KEY, target);
  } catch {
    /* no storage: at worst one more reload */
  }
}

let navigationTarget: () => string | null = () => null;

/** Tells this module where the router is going; the browser's URL still shows where it was until the screen has loaded. */
export function watchNavigationTarget(target: () => string | null): void {
  navigationTarget = target;
}

/**
 * A route's screen, loaded on demand. When the chunk fails to load (a new
 * deploy replaced it, a flaky network), the browser reloads the target URL
 * instead of showing a broken page (docs/PRODUCT.md §2) — once, to avoid a reload loop.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      const module = await load();
      rememberReload(null);
      return { Component: module.default };
    } catch (error) {
      const target = navigationTarget() ?? window.location.href;
      if (reloadedFor() !== target) {
        rememberReload(target);
        window.location.assign(target);
        return { Component: () => null };
      }
      throw error;
    }
  };
}
