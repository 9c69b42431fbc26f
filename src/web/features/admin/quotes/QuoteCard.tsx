import type { ReactNode } from 'react';
import type { AdminQuote } from '../../../../domain/admin/api';
import { WrapFacts } from '../../../shared/WrapFacts';
import { useBackOffice } from '../useBackOffice';
import { QuoteDelivery } from './QuoteDelivery';
import { QuoteFollowUp } from './QuoteFollowUp';
import { QuoteLeadWebhook } from './QuoteLeadWebhook';
import { QuoteVisitorData } from './QuoteVisitorData';

/** One quote request: the preview, every field the visitor gave, its e-mails and webhook POST, and the shop's follow-up. */
export function QuoteCard({ quote }: { quote: AdminQuote }) {
  const { ADMIN_TEXT, when } = useBackOffice();
  const F = ADMIN_TEXT.quotes.fields;
  const headingId = `quote-${quote.id}`;
  // The look is the wrap request's; a quote whose request is gone keeps only its own fields.
  const look =
    quote.wrapColor && quote.finishType && quote.styleType
      ? { wrapColor: quote.wrapColor, finishType: quote.finishType, styleType: quote.styleType }
      : null;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="admin-quote"
      className="grid gap-5 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5 lg:grid-cols-[14rem_1fr_18rem]"
    >
      <Preview quote={quote} />
      <div>
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {quote.name}
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <Field label={F.received}>{when(quote.createdAt)}</Field>
          <Field label={F.email}>
            <a className="text-brand-700 underline" href={`mailto:${quote.email}`}>
              {quote.email}
            </a>
          </Field>
          <Field label={F.phone}>
            <a className="text-brand-700 underline" href={`tel:${quote.phone.replace(/[^\d+]/g, '')}`}>
              {quote.phone}
            </a>
          </Field>
          <Field label={F.city}>{quote.city}</Field>
          {quote.hostPage && <Field label={F.hostPage}>{quote.hostPage}</Field>}
          <Field label={F.car}>{quote.carModel}</Field>
          <Field label={F.wrap}>
            {quote.selectedWrapName}
            {look && <WrapFacts item={look} />}
          </Field>
        </dl>
        <QuoteDelivery quote={quote} />
        {quote.leadWebhook && <QuoteLeadWebhook quote={quote} delivery={quote.leadWebhook} />}
        <div className="mt-3">
          <QuoteVisitorData quote={quote} />
        </div>
      </div>
      <QuoteFollowUp quote={quote} />
    </article>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}

function Preview({ quote }: { quote: AdminQuote }) {
  const T = useBackOffice().ADMIN_TEXT.quotes;
  if (!quote.previewUrl) {
    return (
      <div className="flex aspect-square items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-500">{T.noPreview}</div>
    );
  }
  return (
    <a href={quote.imageUrl ?? quote.previewUrl} target="_blank" rel="noreferrer" className="block">
      <img
        src={quote.previewUrl}
        alt={T.preview(quote.selectedWrapName)}
        loading="lazy"
        className="aspect-square w-full rounded-xl bg-slate-100 object-cover"
      />
    </a>
  );
}
