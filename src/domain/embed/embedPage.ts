/** The page that shows a shop the app in a frame and the snippet to put it on its own site. */
export const EMBED_PAGE = '/embed';

/** The loader script a shop's page includes. */
export const EMBED_SCRIPT = '/embed.js';
