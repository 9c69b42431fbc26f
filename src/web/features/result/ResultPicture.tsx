import { useState, type ReactEventHandler } from 'react';
import { useMessages } from '../../shared/i18n/LanguageProvider';

interface ResultPictureProps {
  src: string;
  onError?: ReactEventHandler<HTMLImageElement> | undefined;
  /** Added to the result's size (at most 58% of the screen's height; it sets the box the look under it fills). */
  className?: string;
  /**
   * The visitor's look as the browser painted it (the same photo and size ratio): shown first, and
   * the picture fades in over it once loaded. Only for an AI picture, where the look is a
   * different, quicker rendering; the local engine's picture is shown as it is.
   */
  lookFirst?: string | null | undefined;
}

/** The result's picture; the nearest positioned ancestor is the box the look under it fills. */
export function ResultPicture({ src, onError, className, lookFirst }: ResultPictureProps) {
  const { FLOW_TEXT } = useMessages();
  const [loaded, setLoaded] = useState<string | null>(null);
  const fade = lookFirst
    ? `relative transition-opacity duration-500 ease-out motion-reduce:transition-none ${loaded === src ? 'opacity-100' : 'opacity-0'}`
    : '';
  return (
    <>
      {lookFirst && (
        <img
          src={lookFirst}
          alt=""
          aria-hidden="true"
          data-testid="result-look-first"
          className="absolute inset-0 h-full w-full object-contain"
        />
      )}
      <img
        src={src}
        alt={FLOW_TEXT.resultAlt}
        onError={onError}
        onLoad={() => setLoaded(src)}
        data-testid="result-picture"
        className={['block max-h-view-58 w-auto max-w-full', className, fade].filter(Boolean).join(' ')}
      />
    </>
  );
}
