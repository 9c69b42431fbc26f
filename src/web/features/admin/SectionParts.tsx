import type { ReactNode } from 'react';
import { Button } from '../../shared/Button';
import { useBackOffice } from './useBackOffice';

/** A section's title, what it is for, how many rows it holds, and its actions. */
export function SectionHeader({
  id,
  title,
  intro,
  count,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  count?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {intro}
          {count && <span className="ml-1 font-medium text-slate-800">{count}</span>}
        </p>
      </div>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}

export function Loading() {
  const { ADMIN_TEXT } = useBackOffice();
  return (
    <p role="status" className="py-10 text-center text-slate-600">
      {ADMIN_TEXT.loading}
    </p>
  );
}

/** A section that could not be read: the server's sentence and a way to ask again. */
export function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { ADMIN_TEXT } = useBackOffice();
  return (
    <div role="alert" className="mt-4 rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">{ADMIN_TEXT.loadFailed}</p>
      <p className="mt-1 text-sm text-slate-600">{error.message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {ADMIN_TEXT.retry}
      </Button>
    </div>
  );
}

interface PagedQuery {
  isPending: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** A paged list's states: loading, failed, empty, or its rows with Load more. */
export function PagedRows<T extends { id: string }>(props: {
  query: PagedQuery;
  items: T[];
  empty: string;
  className: string;
  row: (item: T) => ReactNode;
}) {
  const { query, items } = props;
  const { ADMIN_TEXT } = useBackOffice();
  if (query.isPending) return <Loading />;
  if (query.error && items.length === 0) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0)
    return <p className="mt-4 rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">{props.empty}</p>;
  return (
    <>
      <ul className={`mt-4 ${props.className}`}>
        {items.map((item) => (
          <li key={item.id}>{props.row(item)}</li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="mt-6 text-center">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? ADMIN_TEXT.loading : ADMIN_TEXT.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
