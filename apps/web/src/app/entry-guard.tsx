import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { readStored } from '../lib/storage';
import { Spinner } from '../ui/Spinner';
import { useOnline } from '../ui/use-online';
import { useSession } from '../lib/session-context';
import { useChildren } from '../api/children';
import { PATHS } from './paths';

/**
 * Entry rules of / and /new (docs/PRODUCT.md §2): a visitor goes to Signin if they have
 * ever been authorized, else to Welcome; a user with no children goes to
 * Welcome. The query string is kept.
 */
export function EntryGuard({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const { search } = useLocation();
  const kids = useChildren(isLoggedIn);
  const online = useOnline();
  if (!isLoggedIn) {
    const target = readStored('everAuthorized') ? PATHS.signin : PATHS.welcome;
    return <Navigate to={{ pathname: target, search }} replace />;
  }
  // With no network the children cannot be known: the screen shows what the device has kept instead of a spinner.
  if (!kids.data && !online) return <>{children}</>;
  if (!kids.data) return kids.isError ? <Navigate to={{ pathname: PATHS.welcome, search }} replace /> : <Spinner />;
  if (kids.data.length === 0) return <Navigate to={{ pathname: PATHS.welcome, search }} replace />;
  return <>{children}</>;
}

/** Screens of a signed-in user: a visitor goes to Signin (query kept). */
export function RequireSession({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  if (!isLoggedIn)
    return (
      <Navigate to={{ pathname: PATHS.signin, search: search || `?next=${encodeURIComponent(pathname)}` }} replace />
    );
  return <>{children}</>;
}
