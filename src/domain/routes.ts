import { EMBED_PAGE } from './embed/embedPage';
import { MY_DATA_PAGE } from './privacy/api';

/** The back office's address: it and every path under it open the shop's side of the app. */
export const ADMIN_ROUTE = '/admin';

/** The app's pages; every other path shows the 404 page. */
export const PAGE_ROUTES = ['/', '/privacy', MY_DATA_PAGE, EMBED_PAGE, ADMIN_ROUTE, `${ADMIN_ROUTE}/*`] as const;
export type PageRoute = (typeof PAGE_ROUTES)[number];

export const isAdminPath = (pathname: string): boolean => pathname === ADMIN_ROUTE || pathname.startsWith(`${ADMIN_ROUTE}/`);
