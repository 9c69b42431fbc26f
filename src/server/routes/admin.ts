import type { FastifyInstance } from 'fastify';
import { installAdminGuard } from '../admin/adminGuard';
import type { BackOffice } from '../admin/backOffice';
import { installAdminLanguage } from '../admin/adminLanguage';
import type { AppContext } from '../context';
import { adminAuthRoutes } from './adminAuth';
import { adminFilmRoutes } from './adminFilms';
import { adminFunnelRoutes } from './adminFunnel';
import { adminGalleryRoutes } from './adminGallery';
import { adminQuoteRoutes } from './adminQuotes';
import { adminUsageRoutes } from './adminUsage';
import { adminVisitorDataRoutes } from './adminVisitorData';

/**
 * The shop's back office under /api/admin, in a scope of its own: its cookies, session check
 * and CSRF check apply to these routes only, and to every one of them (admin/adminGuard.ts).
 */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext, backOffice: BackOffice): Promise<void> {
  await app.register(async (admin) => {
    await installAdminGuard(admin, backOffice.sessions);
    installAdminLanguage(admin, ctx.config);
    await adminAuthRoutes(admin, ctx, backOffice);
    await adminQuoteRoutes(admin, ctx, backOffice);
    await adminGalleryRoutes(admin, backOffice);
    await adminUsageRoutes(admin, backOffice);
    await adminFilmRoutes(admin, backOffice);
    await adminVisitorDataRoutes(admin, backOffice);
    await adminFunnelRoutes(admin, backOffice);
  });
}
