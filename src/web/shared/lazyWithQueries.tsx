import { lazy, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A component loaded on demand with TanStack Query beside it, inside the page's one query cache:
 * the first view answers its own three GETs (serverAnswer.ts), so the query library comes with
 * the first chunk that needs it (the wizard, a dialog, the gallery's grid, another page).
 */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { QueryScope }] = await Promise.all([load(), import('./queryScope')]);
    return {
      default: function WithQueries(props: P) {
        return (
          <QueryScope>
            <Component {...props} />
          </QueryScope>
        );
      },
    };
  });
}

/** Changes the query cache from outside a chunk that has it (a finished wrap refreshes the gallery). */
export function withQueryClient(change: (client: QueryClient) => unknown): void {
  void import('./queryScope').then(({ queryClient }) => change(queryClient));
}
