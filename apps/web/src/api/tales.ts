import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type TaleCreate, type TaleSummary } from '@skazka/contract';
import { api } from '../lib/api-client';
import { sendOrQueue } from '../lib/outbox';

export const talesQuery = queryOptions({
  queryKey: ['tales'],
  queryFn: ({ signal }) => api<TaleSummary[]>(API.tales, { signal }),
});

export function useCreateTale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TaleCreate) => api<TaleSummary>(API.tales, { method: 'POST', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talesQuery.queryKey }),
  });
}

export function useRetryTale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<TaleSummary>(API.taleRetry(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talesQuery.queryKey }),
  });
}

/** Marks or unmarks a favourite; the list shows the change at once and takes it back if the server refuses. */
export function useFavouriteTale() {
  const queryClient = useQueryClient();
  const setInList = (id: number, favourite: boolean) =>
    queryClient.setQueryData<TaleSummary[]>(talesQuery.queryKey, (tales) =>
      tales?.map((tale) => (tale.id === id ? { ...tale, favourite } : tale)),
    );
  return useMutation({
    mutationFn: ({ id, favourite }: { id: number; favourite: boolean }) =>
      api<TaleSummary>(API.tale(id), { method: 'PATCH', body: { favourite } }),
    onMutate: ({ id, favourite }) => setInList(id, favourite),
    onError: (_error, { id, favourite }) => setInList(id, !favourite),
    onSettled: () => queryClient.invalidateQueries({ queryKey: talesQuery.queryKey }),
  });
}

/** A delete made offline waits on the device (lib/outbox); the tale leaves the collection at once either way. */
export function useDeleteTale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendOrQueue(taleDeletion(id)),
    onSuccess: (_, id) => {
      queryClient.setQueryData(talesQuery.queryKey, (tales) => tales?.filter((tale) => tale.id !== id));
      return queryClient.invalidateQueries({ queryKey: talesQuery.queryKey });
    },
  });
}

export const taleDeletion = (id: number) => ({
  method: 'DELETE' as const,
  path: API.tale(id),
  refresh: [talesQuery.queryKey],
});
