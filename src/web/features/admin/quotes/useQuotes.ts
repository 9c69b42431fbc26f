import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_ROUTES,
  AdminQuote,
  AdminQuotePage,
  adminQuotePath,
  adminQuoteLeadResendPath,
  adminQuoteResendPath,
  type QuoteUpdateBody,
} from '../../../../domain/admin/api';
import { toast } from '../../../shared/toast';
import { adminGet, adminSend } from '../adminHttp';
import { replaceInPages, usePagedList } from '../pagedList';
import { useBackOffice } from '../useBackOffice';
import { ADMIN_KEY } from '../useSession';

export const quotesKey = [ADMIN_KEY, 'quotes'] as const;
const RETRY_POLL_MS = 5_000;

/** The quotes inbox, newest first; while an e-mail or a webhook POST waits for its retry the list keeps itself fresh. */
export function useQuotes() {
  return usePagedList({
    queryKey: quotesKey,
    fetchPage: (page) => adminGet(AdminQuotePage, `${ADMIN_ROUTES.quotes}?page=${page}`),
    pollMs: (items) => (items.some((quote) => isUndelivered(quote) || quote.leadWebhook?.status === 'pending') ? RETRY_POLL_MS : false),
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

/**
 * Resends a quote's e-mails (`email`) or its POST to the lead webhook (`lead-webhook`), saying
 * `done` once queued or why it failed.
 */
export function useResendQuote(id: string, what: 'email' | 'lead-webhook', done: string) {
  const { ADMIN_TEXT } = useBackOffice();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => adminSend(AdminQuote, 'POST', what === 'email' ? adminQuoteResendPath(id) : adminQuoteLeadResendPath(id)),
    onSuccess: (quote) => replaceInPages(client, quotesKey, quote),
  });
  const resend = () =>
    mutation.mutate(undefined, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(ADMIN_TEXT.saveFailed, { description: error.message }),
    });
  return { resend, pending: mutation.isPending };
}
