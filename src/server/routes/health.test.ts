import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase } from '../db/testDatabases.testutil';
import type { Database } from '../db/client';
import { freePort } from '../freePort.testutil';
import { createLogger } from '../logger';
import { createShutdown } from '../shutdown';
import { storageFromConfig } from '../storage/storageFromConfig';
import { createTestApp, type TestApp } from '../testApp.testutil';

describe('health endpoints for a load balancer', () => {
  const shutdown = createShutdown();
  const logLines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const log = createLogger('info', { write: (line: string) => void logLines.push(line) });
    t = await createTestApp({ app: { shutdown }, env: { LOG_LEVEL: 'info' }, log });
  });
  afterAll(async () => t?.close());

  it('says the process is alive at /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('says it is ready at /readyz while the database and storage answer, and is never rate-limited', async () => {
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
  });

  it('keeps the probes out of the log at info, where other requests are logged', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/readyz' });
    await t.app.inject({ method: 'GET', url: '/api/status' });
    expect(logLines.some((line) => line.includes('/api/status'))).toBe(true);
    expect(logLines.filter((line) => /\/(healthz|readyz)/.test(line))).toEqual([]);
  });

  it('turns work away at /readyz as soon as shutdown begins, while /healthz stays up', async () => {
    shutdown.begin();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, failed: ['shutdown'] });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('readiness when a part fails', () => {
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-test-'));
    // A bucket whose server is not there: every read throws.
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      S3_BUCKET: 'car-wraps',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    const log = createLogger('silent');
    database = await openTestDatabase('pglite', { log });
    app = await buildApp({ config, db: database.db, storage: await storageFromConfig(config), log });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 naming the storage when it cannot be reached, without the error or the secret', async () => {
    const res = await t503();
    expect(res.json()).toEqual({ ok: false, failed: ['storage'] });
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|test-secret/);
  });

  it('answers 503 naming the database too once it is closed', async () => {
    await database.close();
    expect((await t503()).json()).toEqual({ ok: false, failed: ['database', 'storage'] });
  });

  async function t503() {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    return res;
  }
});
