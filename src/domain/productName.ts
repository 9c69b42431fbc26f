/**
 * The product's own name, where no shop has named it (Vite's dev server, the Android app's page).
 * Its own module, so the home page reads it without loading every English text (BRAND_TEXT).
 */
export const PRODUCT_NAME = 'Car Wrap Studio';
