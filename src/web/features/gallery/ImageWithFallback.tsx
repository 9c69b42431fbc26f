import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_URL } from './galleryUrls';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string; alt: string };

/** An image that shows the app's placeholder photo instead of a broken-image icon. */
export function ImageWithFallback({ src, alt, ...rest }: Props) {
  // Remembering which src failed (rather than a flag) resets the fallback when src changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <img
      {...rest}
      src={failed ? PLACEHOLDER_URL : src}
      alt={alt}
      data-placeholder={failed ? 'true' : undefined}
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
    />
  );
}
