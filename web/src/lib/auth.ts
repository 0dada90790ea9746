import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';

import { api } from './api-client';
import { withLoader } from './loader';
import { clearSession, updateSessionUser, useSession, type SessionUser } from './session';
import { forgetTabDrafts } from './tab-drafts';

/** GET /user: the signed-in user's fresh profile. */
export function getCurrentUser(): Promise<SessionUser> {
  return api.get<SessionUser>('/user');
}

/** Query options for the current user, keyed by token so a new sign-in never sees the old user. */
export function currentUserQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['user', token],
    queryFn: getCurrentUser,
    enabled: token !== null,
  });
}

/** Loads the user when the layout opens (docs/product.md §2) and keeps the stored session in step. */
export function useCurrentUser() {
  const { token } = useSession();
  const query = useQuery(currentUserQueryOptions(token));

  useEffect(() => {
    if (query.data) updateSessionUser(query.data);
  }, [query.data]);

  return query;
}

/**
 * Logs out: tells the server to revoke the session (best effort: a dead network must not keep
 * the user signed in), forgets it locally, then goes to /buy-energy-app as docs/product.md §4 says.
 * Cached user data is dropped by the app provider whenever the session ends.
 */
export function useLogout() {
  const navigate = useNavigate();

  return useCallback(async () => {
    await withLoader(api.post('/auth/logout', undefined, { silent: true }).catch(() => undefined));

    clearSession();
    forgetTabDrafts();
    await navigate(paths.buyEnergyApp, { replace: true });
  }, [navigate]);
}
