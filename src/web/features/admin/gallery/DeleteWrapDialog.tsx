import { AppDialog } from '../../../shared/AppDialog';
import { Button } from '../../../shared/Button';
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
    <AppDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={T.deleteTitle}
      description={props.wrapName}
      testId="delete-wrap-dialog"
    >
      <p className="text-sm text-slate-700">{T.deleteBody}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
          {T.cancel}
        </Button>
        <Button variant="danger" onClick={props.onConfirm} disabled={props.busy}>
          {T.deleteConfirm}
        </Button>
      </div>
    </AppDialog>
  );
}
