/** The ten colours of wizard step 3, with the hex value each swatch shows. */
export const WIZARD_COLORS = [
  { id: 'black', name: 'Black', hex: '#111111' },
  { id: 'white', name: 'White', hex: '#f5f5f5' },
  { id: 'red', name: 'Red', hex: '#c1121f' },
  { id: 'blue', name: 'Blue', hex: '#1d4ed8' },
  { id: 'green', name: 'Green', hex: '#15803d' },
  { id: 'yellow', name: 'Yellow', hex: '#facc15' },
  { id: 'purple', name: 'Purple', hex: '#7e22ce' },
  { id: 'orange', name: 'Orange', hex: '#ea580c' },
  { id: 'silver', name: 'Silver', hex: '#c0c0c8' },
  { id: 'pink', name: 'Pink', hex: '#ec4899' },
] as const;

export type WizardColorId = (typeof WIZARD_COLORS)[number]['id'];

/**
 * The 21 named wrap colours of the generation screen. `custom` has no hex of its own:
 * the visitor's picked colour is used instead.
 */
export const WRAP_COLORS = [
  { id: 'matte-black', name: 'Matte Black', hex: '#1a1a1a' },
  { id: 'gloss-red', name: 'Gloss Red', hex: '#d0101c' },
  { id: 'metallic-blue', name: 'Metallic Blue', hex: '#1f4e9c' },
  { id: 'pearl-white', name: 'Pearl White', hex: '#f4f1ea' },
  { id: 'chrome-silver', name: 'Chrome Silver', hex: '#c9ccd1' },
  { id: 'neon-green', name: 'Neon Green', hex: '#39ff14' },
  { id: 'deep-purple', name: 'Deep Purple', hex: '#4b1d7a' },
  { id: 'sunset-orange', name: 'Sunset Orange', hex: '#fd5e29' },
  { id: 'carbon-fiber', name: 'Carbon Fiber', hex: '#2b2b2b' },
  { id: 'gold-metallic', name: 'Gold Metallic', hex: '#c9a227' },
  { id: 'hot-pink', name: 'Hot Pink', hex: '#ff1493' },
  { id: 'electric-cyan', name: 'Electric Cyan', hex: '#00e5ff' },
  { id: 'forest-green', name: 'Forest Green', hex: '#1f5f2e' },
  { id: 'royal-blue', name: 'Royal Blue', hex: '#2a4bd7' },
  { id: 'flame-red', name: 'Flame Red', hex: '#e2231a' },
  { id: 'titanium-gray', name: 'Titanium Gray', hex: '#878681' },
  { id: 'lime-yellow', name: 'Lime Yellow', hex: '#d4e157' },
  { id: 'midnight-purple', name: 'Midnight Purple', hex: '#2e1a47' },
  { id: 'copper-bronze', name: 'Copper Bronze', hex: '#b06a3b' },
  { id: 'arctic-white', name: 'Arctic White', hex: '#fbfcfd' },
  { id: 'custom', name: 'Custom', hex: null },
] as const;

export type WrapColorId = (typeof WRAP_COLORS)[number]['id'];

const HEX = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

/** A colour as a wrap carries it: a catalogue colour, or a custom hex that is its own id and name. */
export interface NamedColor {
  id: string;
  name: string;
  hex: string;
}

/**
 * Resolves a colour given by a wizard id, a named wrap colour id or a #rrggbb hex value to its
 * display name and hex. Returns null for anything else, so callers can answer with a clear 4xx.
 */
export function resolveColor(value: string): NamedColor | null {
  const key = value.trim().toLowerCase();
  const named = [...WIZARD_COLORS, ...WRAP_COLORS].find((c) => c.id === key);
  if (named && named.hex) return { id: named.id, name: named.name, hex: named.hex };
  if (isHexColor(key)) return { id: key, name: key, hex: key };
  return null;
}
