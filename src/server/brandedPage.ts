import { BRAND_TEXT } from '../domain/messages';
import { escapeHtml } from './share/sharePage';

/** The meta element the page's header reads the shop's name from (src/web/shared/brand.ts). */
export const BRAND_META = 'application-name';

/** The meta element the result's tried looks read the watermark's words from (src/web/shared/brand.ts). */
export const WATERMARK_META = 'wrap-watermark';

/**
 * The built index.html with the shop's BRAND_NAME in its title and in a meta element, written
 * as the page is served, so a shop renames itself with a restart, not a rebuild. Escaped; no
 * script is added, so the Content-Security-Policy stays as strict as it is.
 */
export function brandedPage(html: string, brandName: string, watermark: string): string {
  const name = escapeHtml(brandName);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(BRAND_TEXT.pageTitle(brandName))}</title>`)
    .replace(
      '</head>',
      `  <meta name="${BRAND_META}" content="${name}" />\n    <meta name="${WATERMARK_META}" content="${escapeHtml(watermark)}" />\n  </head>`,
    );
}
