import { AUTH_HEADER_PREFIX, LANGUAGE_HEADER } from '@skazka/contract';
import { ApiError, NetworkError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { getToken } from '../../lib/session';

/** The parent's token and language, for requests that need the whole response rather than the API client's JSON. */
export function authHeaders(): Record<string, string> {
  const token = getToken();
  return { [LANGUAGE_HEADER]: currentLocale(), ...(token ? { Authorization: `${AUTH_HEADER_PREFIX}${token}` } : {}) };
}

/** The file name a download of the tale gets: its title without the characters file systems refuse. */
export function downloadName(title: string, extension: string): string {
  return `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'skazka'}.${extension}`;
}

/** Fetches a file of the parent's (with their token) and hands it to the browser as a download named after the tale. */
export async function downloadFile(path: string, title: string, extension: string): Promise<void> {
  const response = await fetch(path, { headers: authHeaders() }).catch(() => {
    throw new NetworkError();
  });
  if (!response.ok) throw new ApiError(response.status, null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(title, extension);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
