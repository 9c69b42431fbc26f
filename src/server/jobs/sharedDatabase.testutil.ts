import { randomUUID } from 'node:crypto';
import pg from 'pg';

async function asAdmin(adminUrl: string, query: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: adminUrl, max: 1 });
  await pool.query(query).finally(() => pool.end());
}

/**
 * An empty PostgreSQL database of a test's own, on the server of `adminUrl`, for app instances or
 * processes that share it (each opens and migrates it as a real process would); dropped by drop().
 */
export async function createSharedTestDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `wrap_test_${randomUUID().replaceAll('-', '')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
