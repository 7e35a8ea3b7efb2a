import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API, type AccountDeleteRequest, type LegalDoc, type LegalDocument } from '@skazka/contract';
import { ApiError, api, sessionHeaders } from '../lib/api-client';

export const legalQuery = (doc: LegalDoc, locale: string) =>
  queryOptions({
    queryKey: ['legal', doc, locale],
    queryFn: ({ signal }) => api<LegalDocument>(API.legal(doc), { signal }),
    staleTime: Infinity,
  });

export const useLegalDoc = (doc: LegalDoc, locale: string) => useQuery(legalQuery(doc, locale));

/** The family's ZIP, saved by the browser under the name the server gives it. */
export async function downloadExport(): Promise<void> {
  const response = await fetch(API.accountExport, { headers: sessionHeaders() });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'skazka.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: AccountDeleteRequest) => api<void>(API.account, { method: 'DELETE', body }),
  });
}
