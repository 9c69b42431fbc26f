import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROUTES, AdminMe, OkResponse } from '../../../domain/admin/api';
import { type LoginBody } from '../../../domain/admin/requestChecks';
import { ApiRequestError } from '../../shared/http';
import { adminGet, adminSend } from './adminHttp';

/** Every back-office query key starts with this, so signing out forgets them all at once. */
export const ADMIN_KEY = 'admin';
export const meQueryKey = [ADMIN_KEY, 'me'] as const;

/** The signed-in shop user, or null when nobody is signed in (the server's 401). */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async () => {
      try {
        return (await adminGet(AdminMe, ADMIN_ROUTES.me)).user;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => adminSend(AdminMe, 'POST', ADMIN_ROUTES.login, body),
    onSuccess: ({ user }) => client.setQueryData(meQueryKey, user),
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminSend(OkResponse, 'POST', ADMIN_ROUTES.logout),
    // Signed out either way: an expired session is just as over.
    onSettled: () => forgetSession(client),
  });
}

/** Drops everything the back office had read and shows the sign-in form. */
export function forgetSession(client: ReturnType<typeof useQueryClient>) {
  client.setQueryData(meQueryKey, null);
  // The page watches `me`: it stays, now empty, while every other answer goes.
  client.removeQueries({ queryKey: [ADMIN_KEY], predicate: (query) => query.queryKey[1] !== meQueryKey[1] });
}
