import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_ROUTES,
  AdminQuote,
  AdminQuotePage,
  adminQuotePath,
  adminQuoteResendPath,
  type QuoteUpdateBody,
} from '../../../../domain/admin/api';
import { adminGet, adminSend } from '../adminHttp';
import { replaceInPages, usePagedList } from '../pagedList';
import { ADMIN_KEY } from '../useSession';

export const quotesKey = [ADMIN_KEY, 'quotes'] as const;
const RETRY_POLL_MS = 5_000;

/** The quotes inbox, newest first; while an e-mail waits for its retry the list keeps itself fresh. */
export function useQuotes() {
  return usePagedList({
    queryKey: quotesKey,
    fetchPage: (page) => adminGet(AdminQuotePage, `${ADMIN_ROUTES.quotes}?page=${page}`),
    pollMs: (items) => (items.some(isUndelivered) ? RETRY_POLL_MS : false),
  });
}

export const isUndelivered = (quote: AdminQuote) => quote.emailStatus === 'pending' || quote.emailStatus === 'confirming';

export function useUpdateQuote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteUpdateBody) => adminSend(AdminQuote, 'PATCH', adminQuotePath(id), body),
    onSuccess: (quote) => replaceInPages(client, quotesKey, quote),
  });
}

export function useResendQuote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminSend(AdminQuote, 'POST', adminQuoteResendPath(id)),
    onSuccess: (quote) => replaceInPages(client, quotesKey, quote),
  });
}
