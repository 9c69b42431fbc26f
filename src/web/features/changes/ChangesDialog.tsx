import { useMessages } from '../../shared/i18n/LanguageProvider';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '../../shared/AppDialog';
import { Button } from '../../shared/Button';
import { Field } from '../../shared/Field';
import { toast } from '../../shared/toast';

interface ChangesDialogProps {
  /** A change is being generated: Apply waits and the text cannot be edited. */
  applying: boolean;
  onCancel: () => void;
  onApply: (instructions: string) => void;
}

/** Request Changes: free text, regenerated from the stored original photo. */
export default function ChangesDialog({ applying, onCancel, onApply }: ChangesDialogProps) {
  const { FLOW_TEXT, MESSAGES } = useMessages();
  const [text, setText] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const instructions = text.trim();
    if (!instructions) {
      toast.error(MESSAGES.noChangesSpecified.title, { description: MESSAGES.noChangesSpecified.description });
      return;
    }
    onApply(instructions);
  }

  return (
    <AppDialog
      open
      onOpenChange={(open) => !open && !applying && onCancel()}
      title={FLOW_TEXT.changesTitle}
      dismissible={!applying}
      testId="changes-dialog"
    >
      <form onSubmit={handleSubmit} className="space-y-4">
        <Field label={FLOW_TEXT.changesLabel} labelClassName="block text-sm font-semibold text-slate-800">
          {(id) => (
            <textarea
              id={id}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              readOnly={applying}
              rows={4}
              maxLength={500}
              placeholder={FLOW_TEXT.changesPlaceholder}
              className="block w-full resize-y rounded-xl border border-slate-300 px-4 py-3 text-base text-slate-900 shadow-sm outline-none focus:border-cyan-600 focus:ring-2 focus:ring-cyan-200"
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={applying}>
            {FLOW_TEXT.cancel}
          </Button>
          {/* Disabled only while truly empty: whitespace alone is answered with the product's toast. */}
          <Button type="submit" disabled={text === '' || applying}>
            {applying && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {applying ? FLOW_TEXT.applying : FLOW_TEXT.applyChanges}
          </Button>
        </div>
      </form>
    </AppDialog>
  );
}
