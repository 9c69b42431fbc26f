import { useQuery } from '@tanstack/react-query';
import { ADMIN_ROUTES, AdminFunnel } from '../../../../domain/admin/api';
import { adminGet } from '../adminHttp';
import { ADMIN_KEY } from '../useSession';

const REFRESH_MS = 60_000;

/** The last 30 days of the shop's funnel; kept fresh while the section is open. */
export function useFunnel() {
  return useQuery({
    queryKey: [ADMIN_KEY, 'funnel'],
    queryFn: () => adminGet(AdminFunnel, ADMIN_ROUTES.funnel),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}
