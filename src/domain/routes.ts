/** The app's pages; every other path shows the 404 page (spec §2). */
export const PAGE_ROUTES = ['/', '/privacy'] as const;
export type PageRoute = (typeof PAGE_ROUTES)[number];
