import { Download } from 'lucide-react';
import { ADMIN_ROUTES } from '../../../../domain/admin/api';
import { buttonClass } from '../../../shared/Button';
import { PagedRows, SectionHeader } from '../SectionParts';
import { useBackOffice } from '../useBackOffice';
import { QuoteCard } from './QuoteCard';
import { useQuotes } from './useQuotes';

/** The quotes inbox, newest first, with the CSV export of every quote. */
export function QuotesTab() {
  const T = useBackOffice().ADMIN_TEXT.quotes;
  const { query, items, total } = useQuotes();
  return (
    <section aria-labelledby="quotes-heading">
      <SectionHeader id="quotes-heading" title={T.heading} intro={T.intro} count={query.isSuccess ? T.count(total) : undefined}>
        <a href={ADMIN_ROUTES.quotesExport} download className={buttonClass('secondary')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {T.exportCsv}
        </a>
      </SectionHeader>
      <PagedRows query={query} items={items} empty={T.empty} className="space-y-4" row={(quote) => <QuoteCard quote={quote} />} />
    </section>
  );
}
