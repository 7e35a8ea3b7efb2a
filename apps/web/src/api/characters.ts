import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type Character, type CharacterWrite } from '@skazka/contract';
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
  return useMutation({
    mutationFn: (body: CharacterWrite) => api<Character>(API.characters, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** Renames a character or says what it is. */
export function useUpdateCharacter() {
  const invalidate = useInvalidateCharacters();
  return useMutation({
    mutationFn: ({ id, ...body }: Partial<CharacterWrite> & { id: number }) =>
      api<Character>(API.character(id), { method: 'PATCH', body }),
    onSuccess: invalidate,
  });
}

export function useDeleteCharacter() {
  const invalidate = useInvalidateCharacters();
  return useMutation({
    mutationFn: (id: number) => api<void>(API.character(id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
