import type { ComponentType } from 'react';

/**
 * A route's screen, loaded on demand. When the chunk fails to load (a new
 * deploy replaced it, a flaky network), the browser reloads the target URL
 * instead of showing a broken page (SPEC §2) — once, to avoid a reload loop.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      const module = await load();
      sessionStorage.removeItem('skazka.reloadedFor');
      return { Component: module.default };
    } catch (error) {
      const target = window.location.href;
      if (sessionStorage.getItem('skazka.reloadedFor') !== target) {
        sessionStorage.setItem('skazka.reloadedFor', target);
        window.location.assign(target);
        return { Component: () => null };
      }
      throw error;
    }
  };
}
