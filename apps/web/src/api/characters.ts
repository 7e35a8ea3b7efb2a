import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type Character } from '@skazka/contract';
import { api } from '../lib/api-client';

export const charactersQuery = queryOptions({
  queryKey: ['characters'],
  queryFn: ({ signal }) => api<Character[]>(API.characters, { signal }),
});

export const useCharacters = (enabled = true) => useQuery({ ...charactersQuery, enabled });

function useInvalidateCharacters() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: charactersQuery.queryKey });
}

export function useCreateCharacter() {
  const invalidate = useInvalidateCharacters();
  return useMutation({ mutationFn: (name: string) => api<Character>(API.characters, { method: 'POST', body: { name } }), onSuccess: invalidate });
}

export function useRenameCharacter() {
  const invalidate = useInvalidateCharacters();
  return useMutation({
    mutationFn: ({ id, name }: Character) => api<Character>(API.character(id), { method: 'PATCH', body: { name } }),
    onSuccess: invalidate,
  });
}

export function useDeleteCharacter() {
  const invalidate = useInvalidateCharacters();
  return useMutation({ mutationFn: (id: number) => api<void>(API.character(id), { method: 'DELETE' }), onSuccess: invalidate });
}
