import { RefreshCw } from 'lucide-react';
import type { AdminQuote } from '../../../../domain/admin/api';
import { Button } from '../../../shared/Button';
import { useBackOffice } from '../useBackOffice';
import { isUndelivered, useResendQuote } from './useQuotes';

/** Where the quote's e-mails stand (sent, or when the next try is, and what went wrong last), and Resend. */
export function QuoteDelivery({ quote }: { quote: AdminQuote }) {
  const { ADMIN_TEXT, EMAIL_STATUS_LABELS, when } = useBackOffice();
  const T = ADMIN_TEXT.quotes;
  const { resend, pending } = useResendQuote(quote.id, 'email', T.resent);
  const waiting = isUndelivered(quote);
  return (
    <section
      aria-label={T.delivery}
      className={`mt-4 rounded-xl p-3 text-sm ${waiting ? 'bg-amber-50 ring-1 ring-amber-200' : 'bg-slate-50 ring-1 ring-slate-200'}`}
    >
      <p className="font-semibold text-slate-900" data-testid="email-status">
        {T.delivery}: {EMAIL_STATUS_LABELS[quote.emailStatus]}
      </p>
      <p className="mt-0.5 text-slate-600">
        {quote.emailSentAt && T.sentAt(when(quote.emailSentAt))}
        {quote.emailSentAt && waiting && ' · '}
        {waiting && T.nextTry(when(quote.emailNextAttemptAt))}
        {quote.emailAttempts > 0 && ` · ${T.attempts(quote.emailAttempts)}`}
      </p>
      {quote.emailLastError && (
        <p className="mt-1 break-words text-red-700">
          {T.lastError}: {quote.emailLastError}
        </p>
      )}
      <Button variant="secondary" className="mt-3" onClick={resend} disabled={pending}>
        <RefreshCw className={`h-4 w-4 ${pending ? 'animate-spin motion-reduce:animate-none' : ''}`} aria-hidden="true" />
        {pending ? T.resending : T.resend}
      </Button>
    </section>
  );
}
