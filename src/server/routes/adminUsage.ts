import type { FastifyInstance } from 'fastify';
import { ADMIN_ROUTES, type AdminUsage } from '../../domain/admin/api';
import { usageToday } from '../admin/usage';
import type { AppContext } from '../context';

/** Today's generations, failures and paid AI calls against DAILY_AI_BUDGET. */
export async function adminUsageRoutes(admin: FastifyInstance, ctx: AppContext): Promise<void> {
  admin.get(ADMIN_ROUTES.usage, async (): Promise<AdminUsage> => usageToday(ctx.db, ctx.config.DAILY_AI_BUDGET));
}
