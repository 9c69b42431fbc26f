import { Trash2 } from 'lucide-react';
import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog';
import { useBackOffice } from '../useBackOffice';

/** The Delete button of a wrap, which asks before the wrap and its pictures are deleted for good. */
export function DeleteWrapDialog(props: { wrapName: string; busy: boolean; onConfirm: (close: () => void) => void }) {
  const T = useBackOffice().ADMIN_TEXT.gallery;
  return (
    <ConfirmDeleteDialog
      {...props}
      trigger={
        <>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {T.delete}
        </>
      }
      title={T.deleteTitle}
      description={props.wrapName}
      body={T.deleteBody}
      confirmLabel={T.deleteConfirm}
      testId="delete-wrap-dialog"
    />
  );
}
