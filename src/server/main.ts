import { buildApp } from './app';
import { createRuntime } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { DatabaseError } from './db/client';
import { isDatabaseConnectionLoss } from './outage';
import { checkWebhookAddress } from './leads/webhookAddress';
import { createShutdown } from './shutdown';

/** Starts the product: validate settings, open the database, listen; stop cleanly on signals. */
async function main(): Promise<void> {
  const config = loadConfig();
  const webhookWarning = await checkWebhookAddress(config);
  const runtime = await createRuntime(config);
  if (webhookWarning) runtime.ctx.log.warn(webhookWarning);
  const shutdown = createShutdown();
  const app = await buildApp(runtime.ctx, { shutdown });
  // pg-boss ends a run with a statement it does not await: a database restart there is logged
  // and waited out (queueDatabase.ts), never the end of the process. Anything else still ends it.
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseConnectionLoss(reason)) throw reason;
    app.log.warn({ reason: (reason as Error).message }, 'database connection lost in background work; carrying on');
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    shutdown.begin();
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new ConfigError(`PORT: ${config.PORT} is already in use`);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`Car wrap studio ready at http://localhost:${port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseError) {
    console.error(error.message);
  } else {
    console.error('Start failed:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
