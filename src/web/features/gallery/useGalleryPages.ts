import { useInfiniteQuery } from '@tanstack/react-query';
import { GalleryPage } from '../../../domain/api';
import { requestJson } from '../../shared/http';

export const galleryQueryKey = ['gallery'] as const;

export function fetchGalleryPage(page: number): Promise<GalleryPage> {
  return requestJson(GalleryPage, `/api/gallery?page=${page}`);
}

/** The gallery's pages, newest first; `fetchNextPage` is "Load More" (gallery paging). */
export function useGalleryPages() {
  return useInfiniteQuery({
    queryKey: galleryQueryKey,
    queryFn: ({ pageParam }) => fetchGalleryPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
