import { useMutation } from '@tanstack/react-query';
import { API, type ShareLink } from '@skazka/contract';
import { api } from '../lib/api-client';

export const useShareTale = () =>
  useMutation({ mutationFn: (id: number) => api<ShareLink>(API.taleShare(id), { method: 'POST' }) });

export const useStopSharing = () =>
  useMutation({ mutationFn: (id: number) => api<void>(API.taleShare(id), { method: 'DELETE' }) });
