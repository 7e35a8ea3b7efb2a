import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage';

type ActiveKey = 'activeChild' | 'activeFriend' | 'activeMoral';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setActiveId(key: ActiveKey, id: number | null): void {
  writeStored(key, id === null ? null : String(id));
  listeners.forEach((listener) => listener());
}

/**
 * The active child, friend or moral, kept locally and shared by every screen
 * (docs/PRODUCT.md §4): the stored one while it still exists, else the first of the list.
 */
export function useActiveId(key: ActiveKey, items: ReadonlyArray<{ id: number }> | undefined) {
  const stored = useSyncExternalStore(subscribe, () => Number(readStored(key)) || null);
  const activeId = items?.some((item) => item.id === stored) ? stored : (items?.[0]?.id ?? null);

  useEffect(() => {
    if (items && activeId !== stored) writeStored(key, activeId === null ? null : String(activeId));
  }, [key, items, activeId, stored]);

  const setActive = useCallback((id: number | null) => setActiveId(key, id), [key]);
  return [activeId, setActive] as const;
}
