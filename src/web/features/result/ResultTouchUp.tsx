import { useLaterMessages } from '../../shared/i18n/LanguageProvider';
import { Brush } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../shared/Button';
import { useCarDetection } from '../../shared/photo/detectCar';
import type { PreparedPhoto } from '../../shared/photo/downscalePhoto';

// The photo step's own dialog, loaded when opened.
const TouchUpDialog = lazy(() => import('../../shared/touchUp/TouchUpDialog'));

interface ResultTouchUpProps {
  /** The visitor's photo from the wizard: its paint layer is already in the detect cache. */
  photo: PreparedPhoto;
  /** The area the shown wrap was made on, when the visitor touched it up (a PNG's URL). */
  areaUrl: string | null;
  /** A change of the wrap is running: a touch-up waits for it. */
  applying: boolean;
  /** The area chosen, different from the one the wrap shows: the wrap is made again on it. */
  onUse: (paintMask: Blob) => void;
}

/**
 * "Touch up the area" on the result: a miss seen only on the finished wrap (a lamp painted, a
 * panel left) is fixed where it is seen, with the same taps and brush as the photo step, and the
 * same wrap is made again as a change (its link, quote and look stay).
 */
export function ResultTouchUp({ photo, areaUrl, applying, onUse }: ResultTouchUpProps) {
  const { BRUSH_TEXT } = useLaterMessages();
  const detection = useCarDetection(photo);
  const layer = detection.data && !detection.data.noCar ? detection.data.paintLayer : undefined;
  const [open, setOpen] = useState(false);
  if (!layer) return null;
  return (
    <>
      <Button variant="secondary" className="w-full" disabled={applying} onClick={() => setOpen(true)}>
        <Brush className="h-4 w-4" aria-hidden="true" />
        {BRUSH_TEXT.openOnResult}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TouchUpDialog
            photoUrl={photo.previewUrl}
            layer={layer}
            start={null}
            startUrl={areaUrl}
            remake
            onCancel={() => setOpen(false)}
            onUse={(edit) => {
              setOpen(false);
              if (edit) onUse(edit.png);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
