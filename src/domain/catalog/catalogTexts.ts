import { WIZARD_COLORS, WRAP_COLORS } from './colors';
import { FINISHES, type FinishId } from './finishes';
import { STYLES, type StyleId } from './styles';

const byId = <E extends { id: string }, V>(entries: readonly E[], value: (entry: E) => V) =>
  Object.fromEntries(entries.map((entry) => [entry.id, value(entry)])) as Record<E['id'], V>;

/**
 * The catalogue's colour, finish and style names as the visitor reads them. English comes from
 * the catalogue itself; other languages name each id, so the ids stay what requests carry.
 */
export const CATALOG_TEXT = {
  colors: byId([...WIZARD_COLORS, ...WRAP_COLORS], (c) => c.name),
  finishes: byId(FINISHES, (f) => ({ name: f.name, description: f.description })),
  styles: byId(STYLES, (s) => ({ name: s.name, description: s.description })),
};

export type CatalogText = {
  colors: Record<string, string>;
  finishes: Record<FinishId, { name: string; description: string }>;
  styles: Record<StyleId, { name: string; description: string }>;
};

const idOf = (entries: readonly { id: string; name: string }[], value: string) => {
  const key = value.trim().toLowerCase();
  return entries.find((entry) => entry.id === key || entry.name.toLowerCase() === key)?.id;
};

/** A finish given by id or English name, in the visitor's words; unknown text as given. */
export function finishLabel(text: CatalogText, value: string): string {
  const id = idOf(FINISHES, value) as FinishId | undefined;
  return id ? text.finishes[id].name : value;
}

/** A style given by id or English name, in the visitor's words; unknown text as given. */
export function styleLabel(text: CatalogText, value: string): string {
  const id = idOf(STYLES, value) as StyleId | undefined;
  return id ? text.styles[id].name : value;
}

/** A catalogue colour given by id or English name, in the visitor's words; a custom colour as given. */
export function colorLabel(text: CatalogText, value: string): string {
  const id = idOf([...WIZARD_COLORS, ...WRAP_COLORS], value);
  return (id && text.colors[id]) || value;
}

/**
 * A wrap's name in the visitor's words: "Custom: Red" (customWrapName) as "Eigene Farbe: Rot",
 * a shade's first word too ("Red, darker"); a film's name stays as its maker writes it.
 */
export function wrapNameLabel(text: CatalogText, name: string): string {
  const custom = /^Custom: ([^,]*)(.*)$/.exec(name);
  if (!custom) return name;
  return `${text.colors.custom}: ${colorLabel(text, custom[1]!)}${custom[2]}`;
}
