import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type AvatarPreset, type Child, type ChildCreate, type ChildUpdate } from '@skazka/contract';
import { api } from '../lib/api-client';

export const childrenQuery = queryOptions({
  queryKey: ['children'],
  queryFn: ({ signal }) => api<Child[]>(API.children, { signal }),
});

export const useChildren = (enabled = true) => useQuery({ ...childrenQuery, enabled });

export const avatarPresetsQuery = (childId: number) =>
  queryOptions({
    queryKey: ['children', childId, 'presets'],
    queryFn: ({ signal }) => api<AvatarPreset[]>(API.avatarPresets(childId), { signal }),
  });

function useInvalidateChildren() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: childrenQuery.queryKey });
}

export function useCreateChild() {
  const invalidate = useInvalidateChildren();
  return useMutation({
    mutationFn: (child: ChildCreate) => api<Child>(API.children, { method: 'POST', body: child }),
    onSuccess: invalidate,
  });
}

export function useUpdateChild() {
  const invalidate = useInvalidateChildren();
  return useMutation({
    mutationFn: ({ id, ...changes }: ChildUpdate & { id: number }) =>
      api<Child>(API.child(id), { method: 'PATCH', body: changes }),
    onSuccess: invalidate,
  });
}

/** The child's tales go with it (docs/API.md), so the collection is loaded again too. */
export function useDeleteChild() {
  const invalidate = useInvalidateChildren();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(API.child(id), { method: 'DELETE' }),
    onSuccess: async () => {
      await Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: ['tales'] })]);
    },
  });
}

export function useUploadChildPhoto() {
  const invalidate = useInvalidateChildren();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api<{ image_url: string }>(API.childUpload(id), { method: 'POST', body: form });
    },
    onSuccess: invalidate,
  });
}

export function useDrawNewAvatar() {
  const invalidate = useInvalidateChildren();
  return useMutation({
    mutationFn: (childId: number) =>
      api<{ image_url: string }>(API.newImage, { method: 'POST', body: { child: childId } }),
    onSuccess: invalidate,
  });
}
