import { useId } from 'react';
import type { StyleId } from '../../../domain/catalog/styles';
import { contrastHex } from './swatchColors';

// A side view of a generic car in a 120 x 50 box: body, glass and wheels.
const BODY = 'M6 35 L7 28 Q9 23 18 22 L38 20 L50 11 Q54 8.5 60 8.5 L79 8.5 Q85 8.5 89 12 L99 20 Q112 21.5 114 27 L115 35 Z';
const GLASS = 'M52 12.5 Q55 10.5 60 10.5 L77 10.5 Q82 10.5 85 13.5 L91 19.5 L44 19.5 Z';

/** A small picture of what each wrap style does, painted in the visitor's colour. */
export function StyleSwatch({ style, hex, className = '' }: { style: StyleId; hex: string; className?: string }) {
  const id = useId().replace(/:/g, '');
  const accent = contrastHex(hex);
  const clip = `url(#${id}-body)`;
  return (
    <svg viewBox="0 0 120 46" aria-hidden="true" className={className}>
      <defs>
        <clipPath id={`${id}-body`}>
          <path d={BODY} />
        </clipPath>
        <linearGradient id={`${id}-fade`} x1="0" x2="1">
          <stop offset="0" stopColor={hex} />
          <stop offset="1" stopColor={accent} />
        </linearGradient>
        <pattern id={`${id}-weave`} width="3" height="3" patternUnits="userSpaceOnUse">
          <rect width="3" height="3" fill="#1f2328" />
          <rect width="1.5" height="1.5" fill="#3b4148" />
          <rect x="1.5" y="1.5" width="1.5" height="1.5" fill="#3b4148" />
        </pattern>
      </defs>
      <path d={BODY} fill={style === 'gradient' ? `url(#${id}-fade)` : hex} />
      <g clipPath={clip}>
        {style === 'racing-stripes' && (
          <>
            <rect x="0" y="23.5" width="120" height="2.4" fill={accent} />
            <rect x="0" y="27.5" width="120" height="2.4" fill={accent} />
          </>
        )}
        {style === 'two-tone' && <rect x="0" y="0" width="120" height="23" fill={accent} />}
        {style === 'carbon-fibre-accents' && <rect x="0" y="30.5" width="120" height="6" fill={`url(#${id}-weave)`} />}
        {style === 'custom-design' && (
          <>
            <polygon points="30,40 48,18 56,18 38,40" fill={accent} />
            <polygon points="44,40 62,18 66,18 48,40" fill={accent} opacity="0.7" />
            <polygon points="80,40 96,20 100,20 84,40" fill={accent} opacity="0.5" />
          </>
        )}
      </g>
      <path d={BODY} fill="none" stroke="rgba(0,0,0,0.25)" strokeWidth="0.6" />
      <path d={GLASS} fill="#cbd5e1" stroke="rgba(0,0,0,0.25)" strokeWidth="0.5" />
      <circle cx="29" cy="36" r="7" fill="#111827" />
      <circle cx="29" cy="36" r="3" fill="#9ca3af" />
      <circle cx="94" cy="36" r="7" fill="#111827" />
      <circle cx="94" cy="36" r="3" fill="#9ca3af" />
    </svg>
  );
}
