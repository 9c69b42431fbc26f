import { useId, useState, type FormEvent } from 'react';
import { QUOTE_NOTES_MAX, QUOTE_STATUSES, type AdminQuote, type QuoteStatus } from '../../../../domain/admin/api';
import { Button } from '../../../shared/Button';
import { toast } from '../../../shared/toast';
import { useBackOffice } from '../useBackOffice';
import { useUpdateQuote } from './useQuotes';

const fieldClass = 'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900';

/** The shop's side of a lead: its status (saved on change) and notes (saved with their button). */
export function QuoteFollowUp({ quote }: { quote: AdminQuote }) {
  const { ADMIN_TEXT, QUOTE_STATUS_LABELS } = useBackOffice();
  const T = ADMIN_TEXT.quotes;
  const update = useUpdateQuote(quote.id);
  const [notes, setNotes] = useState(quote.notes ?? '');
  const id = useId();
  const failed = (error: Error) => toast.error(ADMIN_TEXT.saveFailed, { description: error.message });
  // While a status change travels, the select shows the one chosen.
  const status = update.isPending && update.variables.status ? update.variables.status : quote.status;

  const saveNotes = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ notes }, { onSuccess: () => toast.success(T.notesSaved), onError: failed });
  };

  return (
    <form onSubmit={saveNotes} className="flex flex-col gap-3">
      <label className="block text-sm font-medium text-slate-800">
        {T.statusLabel}
        <select
          className={fieldClass}
          value={status}
          onChange={(event) =>
            update.mutate({ status: event.target.value as QuoteStatus }, { onSuccess: () => toast.success(T.statusSaved), onError: failed })
          }
        >
          {QUOTE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {QUOTE_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-notes`} className="block text-sm font-medium text-slate-800">
        {T.notesLabel}
      </label>
      <textarea
        id={`${id}-notes`}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        maxLength={QUOTE_NOTES_MAX}
        rows={4}
        placeholder={T.notesPlaceholder}
        className={`${fieldClass} -mt-2 resize-y`}
      />
      <Button type="submit" variant="secondary" disabled={update.isPending || notes === (quote.notes ?? '')}>
        {T.saveNotes}
      </Button>
    </form>
  );
}
