import { useQuery } from '@tanstack/react-query';
import { ADMIN_ROUTES, AdminUsage } from '../../../../domain/admin/api';
import { adminGet } from '../adminHttp';
import { ADMIN_KEY } from '../useSession';

const REFRESH_MS = 60_000;

/** Today's AI spending and generations; kept fresh while the section is open. */
export function useUsage() {
  return useQuery({
    queryKey: [ADMIN_KEY, 'usage'],
    queryFn: () => adminGet(AdminUsage, ADMIN_ROUTES.usage),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}
