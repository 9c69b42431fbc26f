import type { WrapJob } from '../../../domain/api';
import { resolveColor, WIZARD_COLORS, type NamedColor } from '../../../domain/catalog/colors';
import { DEFAULT_FINISH, FINISH_IDS, finishName, type FinishId } from '../../../domain/catalog/finishes';
import { DEFAULT_STYLE, STYLE_IDS, styleName, type StyleId } from '../../../domain/catalog/styles';
import { LOOKS_TEXT } from '../../../domain/looks/looksTexts';
import { colorLabel, finishLabel, styleLabel } from '../../../domain/catalog/catalogTexts';
import { ENGLISH, type VisitorTexts } from '../../../domain/i18n/visitorTexts';
import type { Look } from '../../shared/liveRecolor/liveRecolorProtocol';
import { downloadStem } from '../../../domain/downloadName';

/** A look tried from the result: its colour keeps its name, for labels, files and the change text. */
export interface TriedLook {
  colour: Pick<NamedColor, 'name' | 'hex'>;
  finish: FinishId;
  style: StyleId;
}

/** Looks kept in the strip at most: the oldest goes first. */
export const MAX_TRIED = 8;

/** The wizard's choice as the first look: its named colour, or the picked hex, else the first swatch. */
export function firstLook(color: string | null, finish: FinishId | null, style: StyleId | null): TriedLook {
  const resolved = color ? resolveColor(color) : null;
  const colour = resolved ? { name: resolved.name, hex: resolved.hex } : { name: WIZARD_COLORS[0].name, hex: WIZARD_COLORS[0].hex };
  return { colour, finish: finish ?? DEFAULT_FINISH, style: style ?? DEFAULT_STYLE };
}

/** Where the chips start: the look the wrap holds now (after any change), else the wizard's choice. */
export function currentLook(
  look: WrapJob['look'],
  choice: { color: string | null; finish: FinishId | null; style: StyleId | null },
): TriedLook {
  if (!look) return firstLook(choice.color, choice.finish, choice.style);
  // The schema keeps these as text (a newer server's row may hold more); one not known here starts at the wizard's.
  const first = firstLook(choice.color, choice.finish, choice.style);
  const finish = FINISH_IDS.find((id) => id === look.finish) ?? first.finish;
  const style = STYLE_IDS.find((id) => id === look.style) ?? first.style;
  return { colour: { name: look.colorName, hex: look.color }, finish, style };
}

export const toLook = (t: TriedLook): Look => ({ color: t.colour.hex, finish: t.finish, style: t.style });

/** "Blue matte racing stripes" (the solid style left out, as the share page says it), in the visitor's language. */
export function lookLabel(t: TriedLook, texts: Pick<VisitorTexts, 'SHARE_TEXT' | 'CATALOG_TEXT'> = ENGLISH): string {
  const catalog = texts.CATALOG_TEXT;
  const style = t.style === 'solid-wrap' ? null : styleLabel(catalog, t.style);
  const words = texts.SHARE_TEXT.look(colorLabel(catalog, t.colour.name), finishLabel(catalog, t.finish), style);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Named as the wrap's own download is ("red-matte-racing-stripes-carwrap.png"), in its format. */
export function lookFileName(t: TriedLook): string {
  return `${downloadStem([t.colour.name, t.finish, t.style])}-carwrap.png`;
}

/** The change request that makes this look the wrap: in English, the words the change parser and the AI read in any language. */
export function changeTextFor(t: TriedLook): string {
  return LOOKS_TEXT.changeText(t.colour.name, finishName(t.finish), styleName(t.style));
}

/**
 * The strip with `entry` in its place by `seq` (when its look was shown: the copies are encoded
 * asynchronously and may land out of order); the same look again moves to its new place; at most
 * MAX_TRIED kept, the oldest dropped.
 */
export function withTried<T extends { key: string; seq: number }>(strip: readonly T[], entry: T): { strip: T[]; dropped: T[] } {
  const next = [...strip.filter((e) => e.key !== entry.key), entry].sort((a, b) => a.seq - b.seq);
  const replaced = strip.filter((e) => e.key === entry.key && e !== entry);
  const over = next.length - MAX_TRIED;
  return { strip: over > 0 ? next.slice(over) : next, dropped: [...replaced, ...(over > 0 ? next.slice(0, over) : [])] };
}
