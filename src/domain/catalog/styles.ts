import { displayName } from './displayName';

/** The six wrap styles of wizard step 5. */
export const STYLES = [
  { id: 'solid-wrap', name: 'Solid Wrap', description: 'One colour, full body' },
  { id: 'racing-stripes', name: 'Racing Stripes', description: 'Two stripes nose to tail' },
  { id: 'two-tone', name: 'Two-Tone', description: 'Upper and lower body split' },
  { id: 'carbon-fibre-accents', name: 'Carbon Fibre Accents', description: 'Carbon weave on lower panels' },
  { id: 'gradient', name: 'Gradient', description: 'Colour fade along the car' },
  { id: 'custom-design', name: 'Custom Design', description: 'A tasteful graphic pattern' },
] as const;

export type StyleId = (typeof STYLES)[number]['id'];
export const STYLE_IDS = STYLES.map((s) => s.id) as [StyleId, ...StyleId[]];

/** The style a look is painted and ordered with until the visitor picks one. */
export const DEFAULT_STYLE: StyleId = 'solid-wrap';

/** "Racing Stripes" for `racing-stripes` (or `Racing Stripes`); unknown text as given. */
export const styleName = (value: string): string => displayName(STYLES, value);
