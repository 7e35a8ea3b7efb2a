import { useMutation } from '@tanstack/react-query';
import { API, type ShareLink } from '@skazka/contract';
import { api } from '../lib/api-client';
import { sendOrQueue } from '../lib/outbox';

export const useShareTale = () =>
  useMutation({ mutationFn: (id: number) => api<ShareLink>(API.taleShare(id), { method: 'POST' }) });

/** Stopping a link needs no answer from the server: with no network it waits on the device (lib/outbox). */
export const useStopSharing = () =>
  useMutation({ mutationFn: (id: number) => sendOrQueue({ method: 'DELETE', path: API.taleShare(id) }) });
