/**
 * Creates a shop user for the back office at /admin, or sets a new password for an existing one.
 *   npm run admin:create -- --email shop@example.com
 * The password is asked for without echo, or read from ADMIN_PASSWORD (for scripts).
 * Writes to the database the app is configured with (DATA_DIR / DATABASE_URL).
 */
import { createRuntime } from '../src/server/bootstrap';
import { AdminUserError, saveAdminUser } from '../src/server/admin/adminUsers';
import { createAudit } from '../src/server/admin/audit';
import { MIN_PASSWORD_LENGTH } from '../src/server/admin/password';
import { ConfigError, loadConfig } from '../src/server/config';
import { DatabaseError } from '../src/server/db/client';
import { commandLine, fail } from './cli';

const USAGE = `usage: npm run admin:create -- --email shop@example.com
  --email ADDRESS   the shop user's e-mail (their sign-in name); an existing user gets a new password
The password (at least ${MIN_PASSWORD_LENGTH} characters) is asked for twice without echo, or taken
from the ADMIN_PASSWORD environment variable. With the embedded database, stop the app first:
only one process can open it.`;

/** Reads one line from the terminal without showing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) fail('no terminal to ask for the password: set ADMIN_PASSWORD');
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve) => {
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') process.exit(130); // Ctrl+C
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  const first = await askHidden('Password: ');
  const second = await askHidden('Password again: ');
  if (first !== second) fail('the two passwords differ');
  return first;
}

async function main(): Promise<void> {
  const args = commandLine(USAGE, { email: { type: 'string' } });
  if (!args.email) fail('--email is required');
  const password = await readPassword();
  const config = loadConfig();
  const runtime = await createRuntime(config);
  try {
    const { user, created } = await saveAdminUser(runtime.ctx.db, args.email, password);
    await createAudit(runtime.ctx.db)({ userId: user.id, email: user.email, action: 'user.create', details: { created } });
    console.log(
      created ? `Created shop user ${user.email}. Sign in at /admin.` : `Set a new password for ${user.email}; their sessions were ended.`,
    );
  } finally {
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AdminUserError) fail(error.message);
  if (error instanceof ConfigError || error instanceof DatabaseError) console.error(error.message);
  else console.error('Creating the shop user failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
