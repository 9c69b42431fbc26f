import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_ROUTES, AdminUsage } from '../../domain/admin/api';
import type { BackOffice } from '../admin/backOffice';

/** Today's generations, failures and paid AI calls against DAILY_AI_BUDGET. */
export async function adminUsageRoutes(admin: FastifyInstance, backOffice: BackOffice): Promise<void> {
  admin
    .withTypeProvider<ZodTypeProvider>()
    .get(ADMIN_ROUTES.usage, { schema: { response: { 200: AdminUsage } } }, async () => backOffice.usageToday());
}
