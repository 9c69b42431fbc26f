import { AppDialog } from '../../shared/AppDialog';
import { Button } from '../../shared/Button';
import { ADMIN_TEXT } from './texts';

/** Asks before something is deleted for good: what (`description`), what it means (`body`), and the button that does it. */
export function ConfirmDeleteDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  testId: string;
}) {
  return (
    <AppDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
      testId={props.testId}
    >
      <p className="text-sm text-slate-700">{props.body}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
          {ADMIN_TEXT.gallery.cancel}
        </Button>
        <Button variant="danger" onClick={props.onConfirm} disabled={props.busy}>
          {props.confirmLabel}
        </Button>
      </div>
    </AppDialog>
  );
}
