import { AUTH_HEADER_PREFIX, LANGUAGE_HEADER } from '@skazka/contract';
import { clearToken, getToken } from './session';
import { currentLocale, messageText } from './i18n';

/** A failed call: the server's body and status (docs/PRODUCT.md §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(ApiError.describe(status, body));
  }

  /** The readable text of an error body: DRF `detail`, first field message, or 'Error <status>'. */
  static describe(status: number, body: unknown): string {
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      if (typeof record.detail === 'string') return record.detail;
      for (const value of Object.values(record)) {
        if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
      }
    }
    // A body the app cannot read (a proxy's HTML page): say what it means, in the parent's language.
    return messageText(status >= 500 ? 'serviceUnavailable' : 'somethingWentWrong');
  }

  /** Messages per field, as the server sends validation errors. */
  get fieldErrors(): Record<string, string> {
    if (!this.body || typeof this.body !== 'object') return {};
    const entries = Object.entries(this.body as Record<string, unknown>)
      .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && typeof entry[1][0] === 'string')
      .map(([field, messages]) => [field, messages[0]!]);
    return Object.fromEntries(entries);
  }
}

/**
 * No answer at all: the device is offline or the server cannot be reached (status 400, docs/PRODUCT.md §8).
 * When the browser knows it has no network, the message says so plainly: sign-in, payment and
 * new share links need one (changes that can wait go to lib/outbox instead).
 */
export class NetworkError extends ApiError {
  constructor() {
    super(400, { detail: messageText(globalThis.navigator?.onLine === false ? 'offline' : 'networkError') });
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** The token and locale every call carries (also downloads that read the body as a file). */
export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [LANGUAGE_HEADER]: currentLocale() };
  const token = getToken();
  if (token) headers.Authorization = `${AUTH_HEADER_PREFIX}${token}`;
  return headers;
}

/** Every call of the app goes through here: JSON, token, locale, error shape, 401 → logout. */
export async function api<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...sessionHeaders() };
  const token = getToken();
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      signal,
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error; // an aborted request does nothing
    throw new NetworkError();
  }
  if (response.status === 401 && token) clearToken();
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed as T;
}
