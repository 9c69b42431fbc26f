import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobStage } from '../../domain/api';
import { createLogger } from '../logger';
import type { Database } from './client';
import { insertWrapRequest } from './testData.testutil';
import { DATABASE_KINDS, openTestDatabase } from './testDatabases.testutil';

// Distinctive, so a search of the log line cannot hit anything else.
const VISITOR = 'quokka-saffron@visitor.example';

describe.each(DATABASE_KINDS)('a failed query in the log, on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  /** The error a failed insert throws, as the server's log writes it. */
  async function logLineOf(row: Parameters<typeof insertWrapRequest>[1]): Promise<string> {
    const error = await insertWrapRequest(database.db, row).then(
      () => expect.fail('the insert should have failed'),
      (thrown: unknown) => thrown,
    );
    const lines: string[] = [];
    createLogger('info', { write: (line: string) => void lines.push(line) }).error({ err: error }, 'unhandled error');
    return lines.join('');
  }

  it('names the SQL and the database reason, never a value sent (a NUL in a visitor text)', async () => {
    const line = await logLineOf({ email: VISITOR, selectedWrapName: `Custom \u0000 ${VISITOR}` });
    expect(line).toContain('insert into \\"car_wrap_requests\\"');
    expect(line).toMatch(/0x00/);
    expect(line).not.toContain('quokka');
    expect(line).not.toMatch(/params/);
  });

  it("keeps no value the database quotes back (a check constraint's failing row)", async () => {
    const line = await logLineOf({ email: VISITOR, status: 'nonsense-stage' as JobStage });
    expect(line).toMatch(/23514|check constraint/);
    expect(line).not.toContain('quokka');
    expect(line).not.toContain('nonsense-stage');
    expect(line).not.toMatch(/Failing row/);
  });

  it('logs any other error as it is', () => {
    const lines: string[] = [];
    createLogger('info', { write: (line: string) => void lines.push(line) }).error({ err: new Error(`mail to ${VISITOR} failed`) }, 'x');
    expect(lines.join('')).toContain(`mail to ${VISITOR} failed`);
  });
});
