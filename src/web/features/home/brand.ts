/** The product's name as shown in the header; the shop's own brand comes from /api/status. */
export const PRODUCT_TITLE = 'Car Wrap Studio';
