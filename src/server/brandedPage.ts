import type { Language } from '../domain/i18n/languages';
import type { VisitorTexts } from '../domain/i18n/visitorTexts';
import { escapeHtml } from './share/sharePage';

/** The meta element the page's header reads the shop's name from (src/web/shared/brand.ts). */
export const BRAND_META = 'application-name';

/** The meta element the result's tried looks read the watermark's words from (src/web/shared/brand.ts). */
export const WATERMARK_META = 'wrap-watermark';

/** The page's language settings (src/web/shared/i18n/languageChoice.ts reads them). */
export interface PageLanguage {
  /** The best of the shop's languages for the request's Accept-Language. */
  language: Language;
  texts: VisitorTexts;
  languages: readonly Language[];
  defaultLanguage: Language;
}

/**
 * The built index.html with the shop's BRAND_NAME in its title and in a meta element, and the
 * visitor's language in `<html lang>` with the shop's languages beside it, written as the page is
 * served, so a shop renames itself with a restart, not a rebuild. Escaped; no script is added, so
 * the Content-Security-Policy stays as strict as it is.
 */
export function brandedPage(html: string, brandName: string, watermark: string, page: PageLanguage): string {
  const name = escapeHtml(brandName);
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.texts.BRAND_TEXT.pageTitle(brandName))}</title>`)
    .replace(
      '</head>',
      `  <meta name="${BRAND_META}" content="${name}" />\n` +
        `  <meta name="${WATERMARK_META}" content="${escapeHtml(watermark)}" />\n` +
        `  <meta name="languages" content="${page.languages.join(' ')}" />\n` +
        `  <meta name="default-language" content="${page.defaultLanguage}" />\n  </head>`,
    );
}
