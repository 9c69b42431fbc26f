import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { JobQueue } from '../jobs/jobQueue';
import { unreadyParts, type UnreadyPart } from '../readiness';
import type { Shutdown } from '../shutdown';

export type HealthResponse = { ok: true };
export type ReadinessResponse = { ok: true } | { ok: false; failed: UnreadyPart[] };

// Probes come every few seconds: a line per probe at info would bury the log.
const probe = { logLevel: 'warn' } as const;

/**
 * For a load balancer or orchestrator. GET /healthz: the process is alive (no I/O). GET /readyz:
 * the database, storage and job queue answer and no shutdown has begun, else 503 naming the parts
 * that failed (never an error's text). Neither is rate-limited.
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext, shutdown?: Shutdown, jobs?: JobQueue): Promise<void> {
  app.get('/healthz', probe, async (_request, reply): Promise<HealthResponse> => {
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });

  app.get('/readyz', probe, async (_request, reply): Promise<ReadinessResponse> => {
    reply.header('cache-control', 'no-store');
    const failed = await unreadyParts(ctx, shutdown, jobs);
    if (failed.length === 0) return { ok: true };
    reply.code(503);
    return { ok: false, failed };
  });
}
