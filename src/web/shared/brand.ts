import { PRODUCT_NAME } from '../../domain/productName';

/**
 * The shop's name (BRAND_NAME) as the header, the back office and the page title show it: the
 * server writes it into the page it serves (src/server/brandedPage.ts), so it changes without a
 * rebuild. A page the server did not brand (Vite's dev server) shows the product's name.
 */
export const PRODUCT_TITLE =
  (typeof document !== 'undefined' && document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content) || PRODUCT_NAME;

/**
 * The words of the watermark the server puts on every result (BRAND_NAME and BRAND_SITE), written
 * into the served page beside the name, so a look painted in the browser is signed the same way.
 */
export const WATERMARK_TEXT =
  (typeof document !== 'undefined' && document.querySelector<HTMLMetaElement>('meta[name="wrap-watermark"]')?.content) || PRODUCT_TITLE;
