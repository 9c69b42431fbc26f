import { ImageUp, LoaderCircle } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { FLOW_TEXT, MESSAGES } from '../../../domain/messages';
import { isTooLarge } from '../../../domain/validation';
import { downscalePhoto, type PreparedPhoto } from './downscalePhoto';
import { StepCard } from './StepCard';

export function PhotoStep({ onPhoto }: { onPhoto: (photo: PreparedPhoto) => void }) {
  const inputId = useId();
  const [preparing, setPreparing] = useState(false);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again after an error fires a change event.
    input.value = '';
    if (!file) return;
    if (isTooLarge(file.size)) {
      toast.error(MESSAGES.fileTooLarge.title, { description: MESSAGES.fileTooLarge.description });
      return;
    }
    setPreparing(true);
    try {
      onPhoto(await downscalePhoto(file));
    } catch {
      toast.error(FLOW_TEXT.photoUnreadable.title, { description: FLOW_TEXT.photoUnreadable.description });
    } finally {
      setPreparing(false);
    }
  }

  return (
    <StepCard number={2} title={FLOW_TEXT.steps.photo}>
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center transition hover:border-cyan-500 hover:bg-cyan-50 has-[:focus-visible]:border-cyan-500 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-cyan-400"
      >
        {preparing ? (
          <LoaderCircle className="h-10 w-10 animate-spin text-cyan-600" aria-hidden="true" />
        ) : (
          <ImageUp className="h-10 w-10 text-cyan-600" aria-hidden="true" />
        )}
        <span className="text-base font-semibold text-slate-900">{FLOW_TEXT.choosePhoto}</span>
        <span className="text-sm text-slate-600">{FLOW_TEXT.photoDrop}</span>
        <span className="text-xs font-medium text-slate-500">{MESSAGES.imageHint}</span>
        <input id={inputId} type="file" accept="image/png,image/jpeg,image/webp" className="sr-only" onChange={handleChange} disabled={preparing} />
      </label>
    </StepCard>
  );
}
