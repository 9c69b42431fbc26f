import { useQuery } from '@tanstack/react-query';
import { FeaturedWraps } from '../../domain/api';
import { requestJson } from './http';

/** Featured gallery wraps for the processing dialog's carousel; read when it opens. */
export function useFeaturedWraps() {
  return useQuery({
    queryKey: ['gallery', 'featured'],
    queryFn: async () => (await requestJson(FeaturedWraps, '/api/gallery/featured')).items,
    staleTime: 0,
  });
}
