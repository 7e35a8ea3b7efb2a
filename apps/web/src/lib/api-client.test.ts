import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';
import { MESSAGES } from '@skazka/contract';
import { changeLocale, currentLocale, initI18n } from './i18n';
import { getToken, setToken } from './session';
import { shouldRetry } from './query-client';

// The app starts i18n, and with it the locale's contract messages, before anything calls the API.
beforeAll(() => initI18n());

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = '__wt-at=; Path=/; Max-Age=0';
});

const respond = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('api', () => {
  it('sends the token and the stored locale', async () => {
    setToken('abc');
    const fetch = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await api('/api/child/');
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Authorization).toBe('Token abc');
    expect(headers['ark-language']).toMatch(/^(ru|en|fr|es|de)$/);
  });

  it('logs out on a 401', async () => {
    setToken('abc');
    vi.stubGlobal('fetch', respond(401, { detail: 'nope' }));
    await expect(api('/api/user/profile/')).rejects.toMatchObject({ status: 401, message: 'nope' });
    expect(getToken()).toBeNull();
  });

  it("turns a network failure into the network error message with 400, in the parent's language", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('failed'))),
    );
    await expect(api('/api/tale/')).rejects.toMatchObject({
      status: 400,
      message: MESSAGES.networkError[currentLocale()],
    });
  });

  it('reads field errors and explains an unreadable body instead of a bare status', () => {
    expect(new ApiError(400, { email: ['taken'] }).fieldErrors).toEqual({ email: 'taken' });
    expect(new ApiError(502, '<html>').message).toBe(MESSAGES.serviceUnavailable[currentLocale()]);
    expect(new ApiError(418, null).message).toBe(MESSAGES.somethingWentWrong[currentLocale()]);
  });

  it('says it in a language fetched later, once the parent chose it', async () => {
    await changeLocale('fr');
    try {
      expect(new ApiError(502, '<html>').message).toBe(MESSAGES.serviceUnavailable.fr);
    } finally {
      await changeLocale('ru');
    }
  });
});

describe('retry policy', () => {
  it('retries up to 20 attempts but never on 401', () => {
    expect(shouldRetry(0, new ApiError(401, null))).toBe(false);
    expect(shouldRetry(18, new ApiError(500, null))).toBe(true);
    expect(shouldRetry(19, new ApiError(500, null))).toBe(false);
  });
});
