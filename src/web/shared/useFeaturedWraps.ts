import { useQuery } from '@tanstack/react-query';
import { FeaturedWraps } from '../../domain/api';
import { requestJson } from './http';

/** Featured gallery wraps for the processing dialog's carousel and the shop's hero pick; read when either shows. */
export function useFeaturedWraps() {
  return useQuery({
    queryKey: ['gallery', 'featured'],
    queryFn: () => requestJson(FeaturedWraps, '/api/gallery/featured'),
    staleTime: 0,
  });
}
