import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_ROUTES,
  AdminGalleryItem,
  AdminGalleryPage,
  adminGalleryWrapPath,
  OkResponse,
  type GalleryFilter,
  type GalleryUpdateBody,
} from '../../../../domain/admin/api';
import { adminGet, adminSend } from '../adminHttp';
import { replaceInPages, usePagedList } from '../pagedList';
import { ADMIN_KEY } from '../useSession';

const galleryKey = [ADMIN_KEY, 'gallery'] as const;
const listsKey = [...galleryKey, 'list'] as const;
const pageUrl = (filter: GalleryFilter, page: number) => `${ADMIN_ROUTES.gallery}?filter=${filter}&page=${page}`;

/** Every wrap under one filter, newest first (the carousel's by its order). */
export function useModerationList(filter: GalleryFilter) {
  return usePagedList({
    queryKey: [...listsKey, filter],
    fetchPage: (page) => adminGet(AdminGalleryPage, pageUrl(filter, page)),
  });
}

/** How many wraps wait in the review queue (its first page's total), when the shop reviews the gallery. */
export function usePendingCount(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...galleryKey, 'pending-count'],
    queryFn: async () => (await adminGet(AdminGalleryPage, pageUrl('pending', 0))).total,
    staleTime: 0,
  });
}

/**
 * Changes to one wrap. The answer replaces the card at once; the lists are then read again,
 * since a change can move a wrap out of a filter or along the carousel's order.
 */
export function useModerateWrap(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: galleryKey });
  const update = useMutation({
    mutationFn: (body: GalleryUpdateBody) => adminSend(AdminGalleryItem, 'PATCH', adminGalleryWrapPath(id), body),
    onSuccess: (item) => {
      replaceInPages(client, listsKey, item);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => adminSend(OkResponse, 'DELETE', adminGalleryWrapPath(id)),
    onSuccess: refresh,
  });
  return { update, remove };
}
