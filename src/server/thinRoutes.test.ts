import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.dirname(new URL(import.meta.url).pathname);

// The HTTP edge: Fastify plugins, hooks and the one error handler, and the lead webhook's client,
// which reads the status another server answered. Only these speak HTTP.
const HTTP_EDGE = [
  /^routes\//,
  /^app\.ts$/,
  /^errorHandler\.ts$/,
  /^web\.ts$/,
  /^storage\/filesRoutes\.ts$/,
  /^admin\/adminGuard\.ts$/,
  /^image\/photoForm\.ts$/,
  /^leads\/leadPost\.ts$/,
];

const sources = fs
  .readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !/\.(test|testutil)\.ts$/.test(file))
  .map((file) => ({ file: file.split(path.sep).join('/'), text: fs.readFileSync(path.join(SERVER, file), 'utf8') }));

const atTheEdge = (file: string) => HTTP_EDGE.some((pattern) => pattern.test(file));

describe('thin routes, plain services', () => {
  it('finds the server sources it checks', () => {
    expect(sources.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['app.ts', 'services.ts', 'routes/wraps.ts', 'generation/wrapService.ts']),
    );
  });

  it('lets no service choose an HTTP status: they throw service errors, the error handler maps them', () => {
    const speaksHttp = sources
      .filter(({ file }) => !atTheEdge(file))
      .filter(({ text }) => /from '[^']*\/httpError'|\bstatusCode\b|\breply\.code\(|\bHttpError\b/.test(text))
      .map(({ file }) => file);
    expect(speaksHttp).toEqual([]);
  });

  it('keeps the database out of route files: no database module, no query builder, no ctx.db', () => {
    const routeFiles = sources.filter(({ file }) => file.startsWith('routes/'));
    expect(routeFiles.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['routes/share.ts', 'routes/detect.ts', 'routes/adminUsage.ts']),
    );
    const querying = routeFiles.flatMap(({ file, text }) =>
      [...text.matchAll(/from '(?:\.\.\/)+db\/[^']*'|from 'drizzle-orm[^']*'|\bctx\.db\b|\{[^}]*\bdb\b[^}]*\}\s*=\s*ctx\b/g)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(querying).toEqual([]);
  });

  it('builds every service and worker in services.ts, never in app.ts or a route file', () => {
    // The server's own constructors: every exported create*/start* function outside the tests.
    const constructors = new Set(
      sources.flatMap(({ text }) => [...text.matchAll(/export (?:async )?function ((?:create|start)[A-Z]\w*)/g)].map((match) => match[1]!)),
    );
    expect(constructors).toContain('createWrapService');
    expect(constructors).toContain('startQuoteMail');
    const building = sources
      .filter(({ file }) => file.startsWith('routes/') || file === 'app.ts')
      .flatMap(({ file, text }) =>
        [...text.matchAll(/\b((?:create|start)[A-Z]\w*)\s*\(/g)]
          .filter((match) => constructors.has(match[1]!))
          .map((match) => `${file}: ${match[1]}`),
      );
    expect(building).toEqual([]);
  });
});
