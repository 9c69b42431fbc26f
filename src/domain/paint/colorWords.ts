import { WIZARD_COLORS, WRAP_COLORS } from '../catalog/colors';

/**
 * Colour words a visitor may type, beyond the catalogue's names. Longer phrases are matched
 * first, so "matte black" wins over "black" and "sky blue" over "blue".
 */
const EXTRA_COLOR_WORDS: Record<string, string> = {
  gold: '#c9a227',
  golden: '#c9a227',
  navy: '#1b2a4a',
  'navy blue': '#1b2a4a',
  'sky blue': '#5aa9e6',
  'baby blue': '#8ec5e8',
  'light blue': '#7fb3e0',
  'dark blue': '#14306b',
  teal: '#0f766e',
  turquoise: '#22b8b0',
  cyan: '#00bcd4',
  maroon: '#6b1020',
  burgundy: '#6d1a2a',
  'wine red': '#6d1a2a',
  'dark red': '#7a0f16',
  crimson: '#b3132b',
  grey: '#808080',
  gray: '#808080',
  'dark grey': '#3d3f42',
  'dark gray': '#3d3f42',
  'light grey': '#b8babd',
  'light gray': '#b8babd',
  graphite: '#41444a',
  gunmetal: '#43464b',
  brown: '#5c3b22',
  beige: '#d8c8a8',
  champagne: '#d9c59a',
  bronze: '#a36a2f',
  copper: '#b06a3b',
  lime: '#84cc16',
  'dark green': '#14532d',
  'british racing green': '#004225',
  olive: '#5b6b2e',
  mint: '#98e0c0',
  violet: '#7c3aed',
  lavender: '#b8a2e0',
  magenta: '#d0208f',
  'baby pink': '#f4b6c8',
  cream: '#efe6cf',
  ivory: '#f3efe0',
  sand: '#c8b48a',
  khaki: '#9c8f5e',
};

export interface ColorWord {
  phrase: string;
  hex: string;
}

function catalogueWords(): ColorWord[] {
  const words: ColorWord[] = [];
  for (const c of [...WIZARD_COLORS, ...WRAP_COLORS]) {
    if (!c.hex) continue;
    words.push({ phrase: c.name.toLowerCase(), hex: c.hex });
    words.push({ phrase: c.id.replace(/-/g, ' '), hex: c.hex });
  }
  return words;
}

/** Every colour phrase, longest first, without duplicates. */
export const COLOR_WORDS: ColorWord[] = (() => {
  const seen = new Set<string>();
  const all = [...catalogueWords(), ...Object.entries(EXTRA_COLOR_WORDS).map(([phrase, hex]) => ({ phrase, hex }))];
  return all.filter((w) => (seen.has(w.phrase) ? false : (seen.add(w.phrase), true))).sort((a, b) => b.phrase.length - a.phrase.length);
})();

/** Single-word base hues, for "more blue", "bluer", "a touch of red". */
export const HUE_WORDS: Record<string, string> = {
  red: '#d0101c',
  blue: '#1d4ed8',
  green: '#15803d',
  yellow: '#facc15',
  orange: '#ea580c',
  purple: '#7e22ce',
  pink: '#ec4899',
  gold: '#c9a227',
};
