import { Send } from 'lucide-react';
import type { AdminQuote, LeadWebhookDelivery } from '../../../../domain/admin/api';
import { Button } from '../../../shared/Button';
import { useBackOffice } from '../useBackOffice';
import { useResendQuote } from './useQuotes';

/** Where the quote's POST to the shop's lead webhook stands (delivered, or the next try and the last error), and Resend. */
export function QuoteLeadWebhook({ quote, delivery }: { quote: AdminQuote; delivery: LeadWebhookDelivery }) {
  const { ADMIN_TEXT, when } = useBackOffice();
  const T = ADMIN_TEXT.quotes;
  const { resend, pending } = useResendQuote(quote.id, 'lead-webhook', T.leadResent);
  const waiting = delivery.status === 'pending';
  return (
    <section
      aria-label={T.leadWebhook}
      className={`mt-3 rounded-xl p-3 text-sm ${waiting ? 'bg-amber-50 ring-1 ring-amber-200' : 'bg-slate-50 ring-1 ring-slate-200'}`}
    >
      <p className="font-semibold text-slate-900" data-testid="lead-webhook-status">
        {T.leadWebhook}: {waiting || !delivery.deliveredAt ? T.leadPending : T.leadDelivered(when(delivery.deliveredAt))}
      </p>
      <p className="mt-0.5 text-slate-600">
        {waiting && T.nextTry(when(delivery.nextAttemptAt))}
        {waiting && delivery.attempts > 0 && ' · '}
        {delivery.attempts > 0 && T.attempts(delivery.attempts)}
      </p>
      {delivery.lastError && (
        <p className="mt-1 break-words text-red-700">
          {T.lastError}: {delivery.lastError}
        </p>
      )}
      <Button variant="secondary" className="mt-3" onClick={resend} disabled={pending}>
        <Send className="h-4 w-4" aria-hidden="true" />
        {pending ? T.resending : T.leadResend}
      </Button>
    </section>
  );
}
