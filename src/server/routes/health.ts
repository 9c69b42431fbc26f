import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotReady, ProbeOk } from '../../domain/requestChecks';
import type { AppContext } from '../context';
import type { JobQueue } from '../jobs/jobQueue';
import { unreadyParts } from '../readiness';
import type { Shutdown } from '../shutdown';

// Probes come every few seconds: a line per probe at info would bury the log.
const probe = { logLevel: 'warn' } as const;

/**
 * For a load balancer or orchestrator. GET /healthz: the process is alive (no I/O). GET /readyz:
 * the database, storage and job queue answer and no shutdown has begun, else 503 naming the parts
 * that failed (never an error's text). Neither is rate-limited.
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext, shutdown?: Shutdown, jobs?: JobQueue): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/healthz', { ...probe, schema: { response: { 200: ProbeOk } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true as const };
  });

  api.get('/readyz', { ...probe, schema: { response: { 200: ProbeOk, 503: NotReady } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const failed = await unreadyParts(ctx, shutdown, jobs);
    if (failed.length === 0) return { ok: true as const };
    return reply.code(503).send({ ok: false as const, failed });
  });
}
