import { useEffect, useRef, useState } from 'react';

/** The area the shown wrap was made on, as the visitor touched it up (null: the engine's own). */
export interface WrapArea {
  png: Blob;
  /** An object URL of the PNG: where the result's touch-up starts. */
  url: string;
}

/**
 * Keeps the touched-up area of the current wrap: set when a wrap is ordered with one and when
 * the result's touch-up is applied, so a second touch-up starts from what the wrap shows.
 * Object URLs are revoked when replaced and when the page goes.
 */
export function useWrapArea() {
  const [area, setArea] = useState<WrapArea | null>(null);
  const urlRef = useRef<string | null>(null);

  function keep(png: Blob | null | undefined) {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = png ? URL.createObjectURL(png) : null;
    setArea(png && urlRef.current ? { png, url: urlRef.current } : null);
  }

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  return { area, keep };
}
