import { resolveColor } from '../../../domain/catalog/colors';

const FALLBACK = '#1d4ed8';

/** The visitor's chosen colour as #rrggbb, so the finish and style previews show their own wrap. */
export function swatchHex(color: string | null): string {
  return (color && resolveColor(color)?.hex) || FALLBACK;
}

/** A second colour that reads against the base (stripes, the upper tone): dark on light, light on dark. */
export function contrastHex(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const luma = 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
  return luma > 150 ? '#1e293b' : '#f8fafc';
}
