import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { analytics } from '../lib/analytics';
import { NetworkError } from '../lib/api-client';
import { clearToken } from '../lib/session';
import { useProfile } from '../api/session';
import { useSession } from '../lib/session-context';
import { childrenQuery } from '../api/children';
import { charactersQuery } from '../api/characters';
import { moralsQuery } from '../api/morals';
import { talesQuery } from '../api/tales';
import { isPublicPath, PATHS } from './paths';

/**
 * After login: the profile first, then tales, children, characters and morals
 * (docs/PRODUCT.md §4), each retried by the query client every second up to 20 times,
 * never on 401. A profile the server refuses logs the user out.
 */
export function SessionBootstrap() {
  const { isLoggedIn } = useSession();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const profile = useProfile(isLoggedIn);
  const profileReady = isLoggedIn && profile.isSuccess;

  useQueries({
    queries: [talesQuery, childrenQuery, charactersQuery, moralsQuery(i18n.language)].map((query) => ({
      ...query,
      enabled: profileReady,
    })),
  });

  useEffect(() => {
    if (profile.data) analytics.identify(profile.data.user_id);
  }, [profile.data]);

  useEffect(() => {
    // No network is no reason to sign out: the kept tales and the changes waiting to be sent need the session.
    if (!isLoggedIn || !profile.isError || profile.error instanceof NetworkError) return;
    clearToken();
    if (!isPublicPath(location.pathname)) void navigate(PATHS.signin, { replace: true });
  }, [isLoggedIn, profile.isError, profile.error, location.pathname, navigate]);

  return null;
}
