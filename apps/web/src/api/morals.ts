import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Moral } from '@skazka/contract';
import { api } from '../lib/api-client';

/** Morals come translated by the server, so the locale is part of the key. */
export const moralsQuery = (locale: string) =>
  queryOptions({ queryKey: ['morals', locale], queryFn: ({ signal }) => api<Moral[]>(API.morals, { signal }) });

export const useMorals = (locale: string, enabled = true) => useQuery({ ...moralsQuery(locale), enabled });
