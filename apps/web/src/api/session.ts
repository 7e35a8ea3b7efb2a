import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type LoginRequest, type Profile, type SignupRequest } from '@skazka/contract';
import { api } from '../lib/api-client';

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => api<Profile>(API.profile, { signal }),
});

export function useProfile(enabled = true) {
  return useQuery({ ...profileQuery, enabled });
}

export const login = (credentials: LoginRequest) =>
  api<{ auth_token: string }>(API.login, { method: 'POST', body: credentials });
export const signup = (payload: SignupRequest) => api<{ id: number }>(API.signup, { method: 'POST', body: payload });
export const logoutCall = () => api<void>(API.logout, { method: 'POST' });
