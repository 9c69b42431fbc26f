import { WIZARD_COLORS, WRAP_COLORS, resolveColor } from '../catalog/colors';

/**
 * Colour label for a stored gallery record. The row holds whatever the generation flow saved
 * (a catalogue id, a colour name or a #rrggbb value), so the lookup tolerates all of them and
 * falls back to the stored text rather than hiding it.
 */

const NAMED_COLORS = [...WIZARD_COLORS, ...WRAP_COLORS].filter((c) => c.hex !== null);
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The colour's name and, when known, its swatch hex. */
export function colorLabel(value: string): { name: string; hex: string | null } {
  const byName = NAMED_COLORS.find((c) => same(c.name, value));
  if (byName) return { name: byName.name, hex: byName.hex };
  const resolved = resolveColor(value);
  if (!resolved) return { name: value, hex: null };
  const named = NAMED_COLORS.find((c) => same(c.hex, resolved.hex));
  return { name: named?.name ?? resolved.hex.toUpperCase(), hex: resolved.hex };
}
