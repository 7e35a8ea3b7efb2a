import { useEffect, useState } from 'react';
import { API, AUTH_HEADER_PREFIX, type TaleDetail, isFinished } from '@skazka/contract';
import { api } from '../../lib/api-client';
import { getToken } from '../../lib/session';

const POLL_MS = 3000;

/** Reads `data:` lines of a text/event-stream response, one parsed JSON per event. */
async function* readEvents(response: Response): AsyncGenerator<TaleDetail> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      if (data) yield JSON.parse(data) as TaleDetail;
    }
  }
}

/**
 * A tale's live progress: the server's event stream (fetch, so the token goes in
 * the Authorization header), falling back to polling when the stream fails.
 */
export function useTaleProgress(id: string, attempt: number) {
  const [tale, setTale] = useState<TaleDetail | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const controller = new AbortController();
    let stopped = false;
    const poll = async () => {
      while (!stopped) {
        try {
          const next = await api<TaleDetail>(API.tale(id), { signal: controller.signal });
          setTale(next);
          if (isFinished(next)) return;
        } catch (err) {
          if (controller.signal.aborted) return;
          setError(err);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };
    const stream = async () => {
      const token = getToken();
      const response = await fetch(API.taleEvents(id), {
        headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `${AUTH_HEADER_PREFIX}${token}` } : {}) },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`events ${response.status}`);
      for await (const next of readEvents(response)) {
        setTale(next);
        if (isFinished(next)) return true;
      }
      return false;
    };
    stream()
      .then(async (finished) => {
        if (!finished) await poll();
      })
      .catch(async () => {
        if (!controller.signal.aborted) await poll();
      });
    return () => {
      stopped = true;
      controller.abort();
    };
  }, [id, attempt]);

  return { tale, error };
}
