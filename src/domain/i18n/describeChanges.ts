import { colorLabel, finishLabel, styleLabel, type CatalogText } from '../catalog/catalogTexts';

/** How one language names the kinds of change the parser reports, and its catalogue. */
export interface ChangeWording {
  kinds: { colour: string; finish: string; style: string; lightness: string; saturation: string };
  catalog: CatalogText;
}

/**
 * The change parser's report ("finish: Matte", "style: Racing Stripes", "colour: black") in
 * another language: "Oberfläche Matt, Stil Rennstreifen, Farbe Schwarz". Words the catalogue
 * does not name (a shade like "navy blue") stay as the parser wrote them.
 */
export function describeChanges(applied: readonly string[], wording: ChangeWording): string {
  return applied
    .map((entry) => {
      const [kind = '', value = ''] = entry.split(/: (.*)/);
      const shown =
        kind === 'finish'
          ? finishLabel(wording.catalog, value)
          : kind === 'style'
            ? styleLabel(wording.catalog, value)
            : kind === 'colour'
              ? colorLabel(wording.catalog, value)
              : value;
      const label = wording.kinds[kind as keyof ChangeWording['kinds']] ?? kind;
      return `${label} ${shown}`;
    })
    .join(', ');
}
