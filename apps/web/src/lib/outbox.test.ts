import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@skazka/contract';
import { currentLocale } from './i18n';
import { flushOutbox, sendOrQueue, startOutbox } from './outbox';
import { setToken } from './session';

const stored = () => JSON.parse(localStorage.getItem('skazka.outbox') ?? '[]') as Array<{ path: string }>;
const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};
const calls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([path, init]) => `${(init as RequestInit).method} ${String(path)}`);

describe('the outbox of changes made offline', () => {
  const refresh = vi.fn();
  const refused = vi.fn();
  let stop: () => void = () => undefined;
  beforeEach(() => {
    setToken('abc');
    stop = startOutbox({ refresh, refused });
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    refresh.mockReset();
    refused.mockReset();
  });

  it('sends at once with a network', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    expect(await sendOrQueue({ method: 'DELETE', path: '/api/tale/1/', refresh: [['tales']] })).toBe('sent');
    expect(calls(fetch)).toEqual(['DELETE /api/tale/1/']);
    expect(refresh).toHaveBeenCalledWith(['tales']);
    expect(stored()).toEqual([]);
  });

  it('keeps changes on the device with no network and sends them in order when it is back', async () => {
    setOnline(false);
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    expect(await sendOrQueue({ method: 'DELETE', path: '/api/tale/1/' })).toBe('queued');
    expect(await sendOrQueue({ method: 'POST', path: '/api/feedback/', body: { rating: 5, text: '' } })).toBe('queued');
    expect(fetch).not.toHaveBeenCalled();
    expect(stored().map((c) => c.path)).toEqual(['/api/tale/1/', '/api/feedback/']);

    setOnline(true);
    await flushOutbox();
    expect(calls(fetch)).toEqual(['DELETE /api/tale/1/', 'POST /api/feedback/']);
    expect(stored()).toEqual([]);
  });

  it('queues behind older changes, and a failed network keeps them for later', async () => {
    setOnline(true);
    const fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    expect(await sendOrQueue({ method: 'DELETE', path: '/api/tale/1/' })).toBe('queued');
    await flushOutbox();
    expect(await sendOrQueue({ method: 'DELETE', path: '/api/tale/2/' })).toBe('queued');
    await flushOutbox();
    expect(stored().map((c) => c.path)).toEqual(['/api/tale/1/', '/api/tale/2/']);
  });

  it('drops a change the server refuses and says so, and counts a delete of something gone as done', async () => {
    setOnline(false);
    await sendOrQueue({ method: 'DELETE', path: '/api/tale/1/' });
    await sendOrQueue({ method: 'POST', path: '/api/feedback/', body: { rating: 9 } });
    await sendOrQueue({ method: 'DELETE', path: '/api/tale/3/' });
    const fetch = vi.fn(async (path: string) =>
      path === '/api/feedback/'
        ? new Response(JSON.stringify({ rating: ['Too high'] }), { status: 400 })
        : new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    setOnline(true);
    await flushOutbox();
    expect(calls(fetch)).toEqual(['DELETE /api/tale/1/', 'POST /api/feedback/', 'DELETE /api/tale/3/']);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(refused.mock.calls[0]![0]).toMatchObject({ status: 400, message: 'Too high' });
    expect(stored()).toEqual([]);
  });

  it('says plainly that a call which cannot wait needs a network', async () => {
    setOnline(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { api } = await import('./api-client');
    await expect(api('/api/auth/token/login/', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: MESSAGES.offline[currentLocale()],
    });
  });
});
