import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { adminSessions, adminUsers } from '../db/schema';
import { DATABASE_KINDS, openTestDatabase } from '../db/testDatabases.testutil';
import { AdminUserError, saveAdminUser } from './adminUsers';
import { verifyPassword } from './password';
import { createSessionStore } from './sessions';

const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)('shop accounts and sessions on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  it('creates a shop user by lower-cased e-mail, refuses a short password, one with a control character or a non-address, and a second run sets a new password and ends the sessions', async () => {
    const { db } = database;
    await expect(saveAdminUser(db, 'owner@shop.example', 'short')).rejects.toThrow(AdminUserError);
    await expect(saveAdminUser(db, 'not an address', 'long enough password')).rejects.toThrow(/not an e-mail address/);
    // The sign-in form refuses a control character, so a password holding one could never be used.
    await expect(saveAdminUser(db, 'owner@shop.example', 'long enough\u0000password')).rejects.toThrow(/control/);

    const first = await saveAdminUser(db, ' Owner@Shop.Example ', 'first password 1');
    expect(first).toMatchObject({ created: true, user: { email: 'owner@shop.example' } });
    const sessions = createSessionStore({ db, idleHours: 12, maxDays: 7 });
    const { token } = await sessions.start(first.user.id);
    expect(await sessions.resolve(token)).toEqual({ id: first.user.id, email: 'owner@shop.example' });

    const second = await saveAdminUser(db, 'owner@shop.example', 'second password 2');
    expect(second).toMatchObject({ created: false, user: { id: first.user.id } });
    const [row] = await db.select().from(adminUsers);
    expect(await verifyPassword('second password 2', row!.passwordHash)).toBe(true);
    expect(await verifyPassword('first password 1', row!.passwordHash)).toBe(false);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('ends a session after the idle hours without a request, and after the absolute days even when used', async () => {
    const { db } = database;
    const [user] = await db.select().from(adminUsers);
    let clock = Date.UTC(2030, 0, 1);
    const sessions = createSessionStore({ db, idleHours: 12, maxDays: 7, now: () => new Date(clock) });

    const idle = await sessions.start(user!.id);
    clock += 11 * HOUR;
    expect(await sessions.resolve(idle.token)).not.toBeNull();
    clock += 11 * HOUR; // 11 h after the last request: still in
    expect(await sessions.resolve(idle.token)).not.toBeNull();
    clock += 13 * HOUR;
    expect(await sessions.resolve(idle.token)).toBeNull();

    const busy = await sessions.start(user!.id);
    for (let hours = 0; hours < 7 * 24 - 10; hours += 10) {
      clock += 10 * HOUR;
      expect(await sessions.resolve(busy.token)).not.toBeNull();
    }
    clock += 10 * HOUR;
    expect(await sessions.resolve(busy.token)).toBeNull();

    // Only hashes of the tokens are stored.
    const stored = (await db.select().from(adminSessions)).map((s) => s.tokenHash);
    expect(stored).not.toContain(busy.token);
    expect(await sessions.resolve('made-up-token')).toBeNull();
    expect(await sessions.resolve(undefined)).toBeNull();
  });
});
