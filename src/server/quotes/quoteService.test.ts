import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { quotes } from '../db/schema';
import { DATABASE_KINDS, openTestDatabase } from '../db/testDatabases.testutil';
import { createMailer } from '../email/mailer';
import { startSmtpServer, type TestSmtpServer } from '../email/smtpTestServer.testutil';
import { freePort } from '../freePort.testutil';
import { createLogger } from '../logger';
import { createLocalStorage } from '../storage/localStorage';
import { CAR_MODEL, createQuoteService } from './quoteService';
import { insertFinishedWrap } from '../db/testData.testutil';

const visitor = { name: 'Ana Ruiz', phone: '555 123 4567', city: 'Leeds', consent: true };

describe.each(DATABASE_KINDS)('quote e-mail delivery (%s)', (kind) => {
  let database: Database;
  let dir: string;
  let smtp: TestSmtpServer | undefined;
  let clock: number;

  beforeEach(async () => {
    database = await openTestDatabase(kind);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quote-service-'));
    clock = Date.parse('2030-01-01T10:00:00Z');
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
    await database.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** One service = one server process; several share the database, as they would in production. */
  function service(port: number) {
    return createQuoteService({
      db: database.db,
      storage: createLocalStorage(dir),
      mailer: createMailer({
        SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        MAIL_FROM: 'no-reply@test.example',
        SMTP_TIMEOUT_MS: 2_000,
        outboxDir: dir,
      }),
      log: createLogger('silent'),
      settings: {
        shopEmail: 'shop@test.example',
        brandName: 'WrapStudio',
        publicUrl: undefined,
        retryBaseMs: 60_000,
        retryMaxMs: 3_600_000,
      },
      now: () => new Date(clock),
    });
  }

  async function finishedRequest() {
    const { row } = await insertFinishedWrap(database.db, createLocalStorage(dir), {
      selectedWrapName: 'Custom: Blue',
      wrapColor: 'blue',
      finishType: 'matte',
    });
    return row.id;
  }

  it('backs off between attempts, and of several processes only one sends a due e-mail', async () => {
    const port = await freePort();
    const first = service(port);
    expect(await first.submit(await finishedRequest(), visitor)).toEqual({ saved: true, emailSent: false });

    // Not due yet: the first retry waits retryBaseMs.
    expect(await first.deliverDue()).toBe(0);
    clock += 60_000;
    expect(await first.deliverDue()).toBe(1);
    let [row] = await database.db.select().from(quotes);
    expect(row).toMatchObject({ emailStatus: 'pending', emailAttempts: 2 });
    // Second failure doubles the wait.
    expect(row!.emailNextAttemptAt.getTime()).toBe(clock + 120_000);

    smtp = await startSmtpServer(port);
    clock += 120_000;
    const rounds = await Promise.all([first.deliverDue(), service(port).deliverDue(), service(port).deliverDue()]);
    expect(rounds.reduce((a, b) => a + b, 0)).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([['shop@test.example'], ['ana@test.example']]);
    [row] = await database.db.select().from(quotes);
    expect(row).toMatchObject({ emailStatus: 'sent', emailAttempts: 3, emailLastError: null });

    clock += 3_600_000;
    expect(await first.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('picks up a quote whose first attempt died with its process once the claim lapses', async () => {
    smtp = await startSmtpServer();
    const requestId = await finishedRequest();
    // What submit leaves behind when the process dies between saving and sending.
    await database.db.insert(quotes).values({
      carWrapRequestId: requestId,
      name: 'Ana Ruiz',
      email: 'ana@test.example',
      phone: '555 123 4567',
      carModel: CAR_MODEL,
      city: 'Leeds',
      selectedWrapName: 'Custom: Blue',
      emailAttempts: 1,
      emailNextAttemptAt: new Date(clock + 5 * 60_000),
    });
    const worker = service(smtp.port);
    expect(await worker.deliverDue()).toBe(0);
    clock += 5 * 60_000;
    expect(await worker.deliverDue()).toBe(1);
    expect(smtp.received).toHaveLength(2);
  });
});
