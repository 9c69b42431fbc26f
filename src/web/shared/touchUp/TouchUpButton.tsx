import { useLaterMessages } from '../i18n/LanguageProvider';
import { Brush } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { PaintLayer } from '../../../domain/api';
import { buttonClass } from '../Button';
import type { TouchUp } from './useTouchUp';

// Loaded when opened: the first view's JavaScript carries neither the dialog nor the brush.
const TouchUpDialog = lazy(() => import('./TouchUpDialog'));

interface TouchUpButtonProps {
  photoUrl: string;
  /** The engine's paint layer from the detect answer. */
  layer: PaintLayer;
  touchUp: TouchUp | null;
  onKeep: (mask: Uint8Array, png: Blob) => void;
  onDrop: () => void;
}

/** "Touch up the area to wrap" beside the photo, and once used, a note with the way back. */
export function TouchUpButton({ photoUrl, layer, touchUp, onKeep, onDrop }: TouchUpButtonProps) {
  const { BRUSH_TEXT } = useLaterMessages();
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-1.5">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={BRUSH_TEXT.open}
        className={buttonClass('secondary', 'w-full whitespace-nowrap px-2')}
      >
        <Brush className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="sm:hidden">{BRUSH_TEXT.openShort}</span>
        <span className="hidden sm:inline">{BRUSH_TEXT.open}</span>
      </button>
      {touchUp && (
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600" data-testid="touched-up">
          <span>{BRUSH_TEXT.touchedUp}</span>
          <button
            type="button"
            onClick={onDrop}
            className="min-h-11 font-semibold text-cyan-700 underline underline-offset-2 hover:text-cyan-900"
          >
            {BRUSH_TEXT.useEngineArea}
          </button>
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <TouchUpDialog
            photoUrl={photoUrl}
            layer={layer}
            start={touchUp?.mask ?? null}
            onCancel={() => setOpen(false)}
            onUse={(edit) => {
              setOpen(false);
              if (edit) onKeep(edit.mask, edit.png);
              else onDrop();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
