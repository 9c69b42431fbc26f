import { useMessages } from '../../shared/i18n/LanguageProvider';
import { ImageUp, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { isTooLarge } from '../../../domain/validation';
import { toast } from '../../shared/toast';
import { downscalePhoto, type PreparedPhoto } from '../../shared/photo/downscalePhoto';
import { StepCard } from './StepCard';

export function PhotoStep({ onPhoto }: { onPhoto: (photo: PreparedPhoto) => void }) {
  const { FLOW_TEXT, MESSAGES, POLISH_TEXT } = useMessages();
  const inputId = useId();
  const [preparing, setPreparing] = useState(false);
  const [dragging, setDragging] = useState(false);

  async function handleFile(file: File) {
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

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again after an error fires a change event.
    input.value = '';
    if (file) void handleFile(file);
  }

  // A photo dropped on the box or pasted anywhere on the page while this step shows takes the
  // same path as a chosen file (size check, downscale in the browser).
  function handleDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const file = firstFile(event.dataTransfer);
    if (file && !preparing) void handleFile(file);
  }
  const handleFileRef = useRef<((file: File) => Promise<void>) | null>(null);
  useEffect(() => {
    handleFileRef.current = preparing ? null : handleFile;
  });
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('textarea, [contenteditable="true"], input:not([type="file"])')) return;
      const file = firstFile(event.clipboardData);
      const handle = handleFileRef.current;
      if (!file || !handle) return;
      event.preventDefault();
      void handle(file);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, []);

  return (
    <StepCard number={2} title={FLOW_TEXT.steps.photo}>
      <label
        htmlFor={inputId}
        data-testid="photo-box"
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={handleDrop}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-10 text-center transition hover:border-cyan-500 hover:bg-cyan-50 has-[:focus-visible]:border-cyan-500 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-cyan-400 ${dragging ? 'border-cyan-500 bg-cyan-50' : 'border-slate-300 bg-slate-50'}`}
      >
        {preparing ? (
          <LoaderCircle className="h-10 w-10 animate-spin text-cyan-600" aria-hidden="true" />
        ) : (
          <ImageUp className="h-10 w-10 text-cyan-600" aria-hidden="true" />
        )}
        <span className="text-base font-semibold text-slate-900">{dragging ? POLISH_TEXT.dropHere : FLOW_TEXT.choosePhoto}</span>
        <span className="hidden text-sm text-slate-600 sm:inline">{POLISH_TEXT.pasteHint}</span>
        <span className="text-sm text-slate-600">{FLOW_TEXT.photoDrop}</span>
        <span className="text-xs font-medium text-slate-500">{MESSAGES.imageHint}</span>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          onChange={handleChange}
          disabled={preparing}
        />
      </label>
    </StepCard>
  );
}

/** The first file of a drop or a paste (a screenshot pasted from the clipboard is a file too). */
function firstFile(data: DataTransfer | null): File | null {
  if (!data) return null;
  if (data.files.length > 0) return data.files[0]!;
  for (const item of Array.from(data.items)) {
    if (item.kind === 'file') {
      const file = item.getAsFile();
      if (file) return file;
    }
  }
  return null;
}
