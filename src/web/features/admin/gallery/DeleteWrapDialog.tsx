import { ConfirmDeleteDialog } from '../ConfirmDeleteDialog';
import { ADMIN_TEXT } from '../texts';

const T = ADMIN_TEXT.gallery;

/** Asks before a wrap and its pictures are deleted for good. */
export function DeleteWrapDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wrapName: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDeleteDialog
      {...props}
      title={T.deleteTitle}
      description={props.wrapName}
      body={T.deleteBody}
      confirmLabel={T.deleteConfirm}
      testId="delete-wrap-dialog"
    />
  );
}
