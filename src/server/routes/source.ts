import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SOURCE_URL } from '../config';
import type { AppContext } from '../context';
import { PROJECT_ROOT, buildSourceArchive } from '../sourceArchive';

/**
 * GET /source: this program's source as a .tar.gz, made once per process from the files it runs
 * (AGPL-3.0-or-later, section 13). Served while SOURCE_URL is its default, /source; a shop that
 * points SOURCE_URL at its own repository gets exactly that link and no /source route.
 */
export async function sourceRoutes(app: FastifyInstance, ctx: AppContext, root = PROJECT_ROOT): Promise<void> {
  if (ctx.config.SOURCE_URL !== DEFAULT_SOURCE_URL) return;
  let archive: Promise<{ name: string; bytes: Buffer }> | null = null;
  const build = async () => {
    const pkg = JSON.parse(await fs.readFile(path.join(root, 'package.json'), 'utf8')) as { name?: string; version?: string };
    const name = `${pkg.name ?? 'car-wrap-studio'}-${pkg.version ?? '0'}`;
    return { name, bytes: await buildSourceArchive(root, name) };
  };

  app.get(DEFAULT_SOURCE_URL, async (_request, reply) => {
    archive ??= build().catch((error: unknown) => {
      archive = null;
      throw error;
    });
    const { name, bytes } = await archive;
    reply.header('content-type', 'application/gzip');
    reply.header('content-disposition', `attachment; filename="${name}-source.tar.gz"`);
    reply.header('cache-control', 'no-cache');
    return reply.send(bytes);
  });
}
