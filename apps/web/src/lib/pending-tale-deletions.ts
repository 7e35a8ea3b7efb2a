import { useSyncExternalStore } from 'react';

/** How long a deleted tale can be brought back before the delete is sent. */
export const UNDO_WINDOW_MS = 6000;

export interface PendingDeletion {
  id: number;
  title: string;
}

let pending: PendingDeletion[] = [];
const listeners = new Set<() => void>();
const emit = (next: PendingDeletion[]) => {
  pending = next;
  listeners.forEach((listener) => listener());
};

/**
 * Tales the parent deleted whose delete is not sent yet: screens hide them at once,
 * the undo toast (TaleDeletionToasts) sends the delete when the window closes.
 */
export const pendingTaleDeletions = {
  add: (tale: PendingDeletion) => emit([...pending.filter((p) => p.id !== tale.id), tale]),
  remove: (id: number) => emit(pending.filter((p) => p.id !== id)),
  list: () => pending,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export const usePendingTaleDeletions = () =>
  useSyncExternalStore(pendingTaleDeletions.subscribe, pendingTaleDeletions.list, pendingTaleDeletions.list);
