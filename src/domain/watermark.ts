/**
 * The preview's watermark, drawn by the server on every result (sharp) and by the browser on
 * every look tried from the result (a canvas): the same band, size and words on both.
 */

/** The watermark's font is 3.5% of the image width, at least 18 px. */
export function watermarkFontSize(width: number): number {
  return Math.max(18, Math.round(width * 0.035));
}

/** Height of the bottom banner: room for one line of text with a little air. */
export function watermarkBandHeight(width: number): number {
  return Math.round(watermarkFontSize(width) * 2);
}

/** The band's black and the text's white, each with its opacity. */
export const WATERMARK_BAND_OPACITY = 0.55;
export const WATERMARK_TEXT_OPACITY = 0.92;

/**
 * The watermark's words: the shop's name and its site, so a shared picture says whose it is.
 * A line break or other control character in a setting would only break the line.
 */
export function watermarkText(config: { BRAND_NAME: string; BRAND_SITE: string }): string {
  return [config.BRAND_NAME, config.BRAND_SITE]
    .map((part) => part.replace(/\p{Cc}+/gu, ' ').trim())
    .filter(Boolean)
    .join(' \u00b7 ');
}
