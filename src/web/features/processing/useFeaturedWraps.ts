import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { GalleryItem } from '../../../domain/api';
import { requestJson } from '../../shared/http';

const FeaturedResponse = z.object({ items: z.array(GalleryItem) });

/** Featured gallery wraps for the processing dialog's carousel; read when it opens. */
export function useFeaturedWraps() {
  return useQuery({
    queryKey: ['gallery', 'featured'],
    queryFn: async () => (await requestJson(FeaturedResponse, '/api/gallery/featured')).items,
    staleTime: 0,
  });
}
