import type { FilmFinish } from '../catalog/films';
import type { FinishId } from '../catalog/finishes';
import type { StyleId } from '../catalog/styles';
import type { Coverage, FilmTier } from './priceTable';

/**
 * Which price tier a finish falls in, whether it comes from a catalogue film or the finish step:
 * the plain cast films (matte, gloss, satin) are standard; metallic, pearlescent and colour-flip
 * films cost about a third more (premium); chrome is dearer film and slower work (specialty).
 */
const TIER_OF_FINISH: Record<FinishId | FilmFinish, FilmTier> = {
  matte: 'standard',
  glossy: 'standard',
  gloss: 'standard',
  satin: 'standard',
  metallic: 'premium',
  pearlescent: 'premium',
  'colour-flip': 'premium',
  chrome: 'specialty',
};

export function tierOfFinish(finish: string): FilmTier {
  return TIER_OF_FINISH[finish as FinishId | FilmFinish] ?? 'standard';
}

/**
 * How much of the car the style covers. Racing stripes are a stripe kit on the car's own paint;
 * every other style wraps the whole body, carbon-fibre accents included (the preview shows the
 * body in the chosen colour with carbon weave on the lower panels, so the installer wraps it all).
 */
const COVERAGE_OF_STYLE: Record<StyleId, Coverage> = {
  'solid-wrap': 'full',
  'two-tone': 'full',
  gradient: 'full',
  'custom-design': 'full',
  'carbon-fibre-accents': 'full',
  'racing-stripes': 'stripes',
};

export function coverageOfStyle(style: string): Coverage {
  return COVERAGE_OF_STYLE[style as StyleId] ?? 'full';
}
