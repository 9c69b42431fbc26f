import { useState, type ReactNode } from 'react';
import { AppDialog } from '../../shared/AppDialog';
import { Button } from '../../shared/Button';
import { useBackOffice } from './useBackOffice';

/**
 * A delete button that asks first: the dialog says what (`description`), what it means (`body`),
 * and holds the button that does it. `onConfirm` gets the dialog's close, for when the deletion is done.
 */
export function ConfirmDeleteDialog(props: {
  /** The content of the button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: string;
  body: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (close: () => void) => void;
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const { ADMIN_TEXT } = useBackOffice();
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {props.trigger}
      </Button>
      <AppDialog open={open} onOpenChange={setOpen} title={props.title} description={props.description} testId={props.testId}>
        <p className="text-sm text-slate-700">{props.body}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {ADMIN_TEXT.gallery.cancel}
          </Button>
          <Button variant="danger" onClick={() => props.onConfirm(() => setOpen(false))} disabled={props.busy}>
            {props.confirmLabel}
          </Button>
        </div>
      </AppDialog>
    </>
  );
}
