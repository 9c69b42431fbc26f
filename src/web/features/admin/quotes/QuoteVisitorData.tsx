import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROUTES, adminVisitorDataPath, OkResponse, type AdminQuote } from '../../../../domain/admin/api';
import { buttonClass } from '../../../shared/Button';
import { toast } from '../../../shared/toast';
import { adminSend } from '../adminHttp';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog';
import { useBackOffice } from '../useBackOffice';
import { quotesKey } from './useQuotes';

/** The visitor's data behind a quote: a JSON export, and the deletion their own link offers (the quote stays as an anonymous lead). */
export function QuoteVisitorData({ quote }: { quote: AdminQuote }) {
  const { ADMIN_TEXT, RETENTION_ADMIN_TEXT: R } = useBackOffice();
  const client = useQueryClient();
  const requestId = quote.requestId;
  const remove = useMutation({
    mutationFn: () => adminSend(OkResponse, 'DELETE', adminVisitorDataPath(requestId!)),
    onSuccess: () => {
      toast.success(R.dataDeleted);
      void client.invalidateQueries({ queryKey: quotesKey });
    },
    onError: (error) => toast.error(ADMIN_TEXT.saveFailed, { description: error.message }),
  });
  if (!requestId) return <p className="text-sm font-semibold text-slate-500">{R.anonymized}</p>;
  return (
    <div className="flex flex-wrap gap-2">
      <a className={buttonClass('secondary')} href={ADMIN_ROUTES.visitorExport.replace(':id', encodeURIComponent(requestId))} download>
        {R.exportData}
      </a>
      <ConfirmDeleteDialog
        trigger={R.deleteData}
        title={R.deleteData}
        description={quote.name}
        body={R.confirmDelete}
        confirmLabel={R.deleteData}
        busy={remove.isPending}
        onConfirm={(close) => remove.mutate(undefined, { onSuccess: close })}
        testId="delete-visitor-dialog"
      />
    </div>
  );
}
