import { useEffect, useMemo, useRef, useState } from 'react';
import type { PaintLayer } from '../../../domain/api';
import type { PreparedPhoto } from '../photo/downscalePhoto';

/** The area to wrap as the visitor touched it up, for one photo. */
export interface TouchUp {
  /** The photo it belongs to (its preview URL): a new photo drops it. */
  photoUrl: string;
  /** One byte a pixel at the paint layer's size, 0 or 255: where a new touch-up starts. */
  mask: Uint8Array;
  /** The same as the PNG the wrap request carries as `paintMask`. */
  png: Blob;
  /** An object URL of that PNG, for the live preview's worker. */
  maskUrl: string;
}

/**
 * The wizard's touch-up of the area to wrap: kept for the photo it was made on, and the paint
 * layer the live preview uses (the engine's, or the touched-up one). Object URLs are revoked
 * when replaced, dropped, the photo changes or the wizard goes away.
 */
export function useTouchUp(photo: PreparedPhoto | null, engineLayer: PaintLayer | undefined) {
  const [kept, setKept] = useState<TouchUp | null>(null);
  const touchUp = kept && kept.photoUrl === photo?.previewUrl ? kept : null;
  const urlRef = useRef<string | null>(null);

  function revoke() {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  }

  function keep(mask: Uint8Array, png: Blob) {
    if (!photo) return;
    revoke();
    const maskUrl = URL.createObjectURL(png);
    urlRef.current = maskUrl;
    setKept({ photoUrl: photo.previewUrl, mask, png, maskUrl });
  }

  function drop() {
    revoke();
    setKept(null);
  }

  // Another photo: the touch-up's URL is of no use any more (the touch-up itself is ignored above).
  const stale = kept !== null && touchUp === null;
  useEffect(() => {
    if (stale) revoke();
  }, [stale]);
  useEffect(() => revoke, []);

  const layer = useMemo(
    () => (engineLayer && touchUp ? { ...engineLayer, maskUrl: touchUp.maskUrl } : engineLayer),
    [engineLayer, touchUp],
  );

  return { touchUp, keep, drop, layer };
}
