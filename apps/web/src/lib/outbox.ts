import { useSyncExternalStore } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { ApiError, NetworkError, api } from './api-client';
import { onSessionChange } from './session';
import { readStored, writeStored } from './storage';

/**
 * Changes a parent makes with no network (a deleted tale, a stopped share link, a note to us)
 * wait here, on the device, and go to the server in the order they were made once it is back.
 * Only changes that mean the same later as now come here: payment, sign-in and new share links
 * need the server's answer at once and say so instead (api-client's offline message).
 */
export interface Change {
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** Queries to load again once the server has it. */
  refresh?: QueryKey[];
}

export type Outcome = 'sent' | 'queued';

type Listener = () => void;
const listeners = new Set<Listener>();
let flushing: Promise<void> | null = null;
/** A server that failed (5xx) is asked again after this long, as long as the page is open. */
const SERVER_RETRY_MS = 30_000;
let onRefresh: (key: QueryKey) => void = () => undefined;
let onRefused: (error: ApiError) => void = () => undefined;

function read(): Change[] {
  try {
    const parsed: unknown = JSON.parse(readStored('outbox') ?? '[]');
    return Array.isArray(parsed) ? (parsed as Change[]) : [];
  } catch {
    return [];
  }
}

// The snapshot React compares by identity: re-read only when this tab or another one wrote.
let snapshot = typeof window === 'undefined' ? [] : read();
function write(changes: Change[]) {
  writeStored('outbox', changes.length ? JSON.stringify(changes) : null);
  snapshot = changes;
  listeners.forEach((listener) => listener());
}

/** Sends a change now, or keeps it on the device when there is no network (or older changes still wait). */
export async function sendOrQueue(change: Change): Promise<Outcome> {
  if (snapshot.length === 0 && navigator.onLine) {
    try {
      await send(change);
      return 'sent';
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
    }
  }
  write([...read(), change]);
  void flushOutbox();
  return 'queued';
}

async function send(change: Change) {
  try {
    await api(change.path, { method: change.method, body: change.body });
  } catch (error) {
    // A delete the server no longer needs (the tale is gone already) is done, not refused.
    if (!(change.method === 'DELETE' && error instanceof ApiError && error.status === 404)) throw error;
  }
  change.refresh?.forEach((key) => onRefresh(key));
}

/** Sends the waiting changes oldest first; stops at the first with no network, to go on at the next 'online'. */
export function flushOutbox(): Promise<void> {
  flushing ??= drain().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function drain() {
  for (let next = read()[0]; next && navigator.onLine; next = read()[0]) {
    try {
      await send(next);
    } catch (error) {
      if (error instanceof NetworkError || !(error instanceof ApiError)) return;
      if (error.status >= 500) {
        window.setTimeout(() => void flushOutbox(), SERVER_RETRY_MS);
        return;
      }
      onRefused(error); // the server said no (a 401 signs out too): it will not say yes later
    }
    write(read().slice(1));
  }
}

/**
 * Starts sending at start-up and whenever the network comes back; `refresh` reloads a query the
 * server changed, `refused` tells the parent about a change the server would not take.
 */
export function startOutbox(handlers: { refresh(key: QueryKey): void; refused(error: ApiError): void }): () => void {
  onRefresh = handlers.refresh;
  onRefused = handlers.refused;
  const flush = () => void flushOutbox();
  // Another tab queued or sent something: show the same list here.
  const synced = () => {
    snapshot = read();
    listeners.forEach((listener) => listener());
  };
  // Signed out: another parent signing in on this device must never send this one's changes.
  const stopSession = onSessionChange((token) => token === null && write([]));
  window.addEventListener('online', flush);
  window.addEventListener('storage', synced);
  flush();
  return () => {
    stopSession();
    window.removeEventListener('online', flush);
    window.removeEventListener('storage', synced);
  };
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The changes waiting for the network, oldest first. */
export const useOutbox = () =>
  useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => [],
  );
