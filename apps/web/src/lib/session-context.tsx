import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { analytics } from './analytics';
import { currentLocale } from './i18n';
import { clearToken, getToken, onSessionChange, setToken, shareLocale } from './session';
import { writeStored } from './storage';
import { login, logoutCall, signup } from '../api/session';
import type { LoginRequest, SignupRequest } from '@skazka/contract';

interface Session {
  token: string | null;
  isLoggedIn: boolean;
  signIn(credentials: LoginRequest): Promise<void>;
  signUp(payload: SignupRequest): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setTokenState] = useState(getToken);

  // Logout, by the user or by any 401, clears every store and the analytics identity (docs/PRODUCT.md §4).
  const forget = useCallback(() => {
    queryClient.clear();
    for (const key of ['activeChild', 'activeFriend', 'activeMoral', 'taleLanguage', 'onboarding'] as const)
      writeStored(key, null);
    analytics.reset();
  }, [queryClient]);

  useEffect(
    () =>
      onSessionChange((next) => {
        setTokenState(next);
        if (next) shareLocale(currentLocale());
        else forget();
      }),
    [forget],
  );

  const signIn = useCallback(async (credentials: LoginRequest) => {
    const { auth_token } = await login(credentials);
    setToken(auth_token);
  }, []);

  const signUp = useCallback(
    async (payload: SignupRequest) => {
      await signup(payload);
      // docs/PRODUCT.md §7: signup logs in automatically with the same credentials.
      await signIn(
        payload.phone_number
          ? { phone_number: payload.phone_number, password: payload.password }
          : { email: payload.email, password: payload.password },
      );
    },
    [signIn],
  );

  const signOut = useCallback(async () => {
    await logoutCall().catch(() => undefined); // the token goes either way
    clearToken();
  }, []);

  const value = useMemo(
    () => ({ token, isLoggedIn: token !== null, signIn, signUp, signOut }),
    [token, signIn, signUp, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
