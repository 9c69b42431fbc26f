import { useInfiniteQuery, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';

interface Page<T> {
  items: T[];
  page: number;
  hasMore: boolean;
  total: number;
}

/** A newest-first list the server hands out in pages, with Load more. */
export function usePagedList<P extends Page<unknown>>(options: {
  queryKey: QueryKey;
  fetchPage: (page: number) => Promise<P>;
  /** Poll while something on screen is still changing on its own (e-mails being retried). */
  pollMs?: (items: P['items']) => number | false;
}) {
  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    queryFn: ({ pageParam }) => options.fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 0,
    refetchInterval: (q) => (options.pollMs ? options.pollMs(q.state.data?.pages.flatMap((p) => p.items) ?? []) : false),
  });
  const items: P['items'] = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { query, items, total, first: query.data?.pages[0] };
}

/** Puts the server's answer for one row in place in every cached page of lists under `key`. */
export function replaceInPages<T extends { id: string }>(client: QueryClient, key: QueryKey, item: T): void {
  client.setQueriesData<InfiniteData<Page<T>>>(
    { queryKey: key },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: page.items.map((old) => (old.id === item.id ? item : old)) })),
      },
  );
}
