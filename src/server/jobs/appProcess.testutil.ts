import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WrapJob } from '../../domain/api';
import { freePort } from '../freePort.testutil';
import { serverEntry } from '../serverBundle.testutil';

export interface AppProcess {
  url: string;
  pid: number;
  /** Everything the process printed so far. */
  output(): string;
  /** The JSON log lines it printed so far with this message. */
  logged(message: string): Record<string, unknown>[];
  /** Sends SIGKILL: the process dies mid-work, as on a crash or an out-of-memory kill. */
  kill(): Promise<void>;
  /** SIGTERM, then the temp folder goes. */
  stop(): Promise<void>;
}

/**
 * The server in its own process, on a free port with a data folder of its own; resolves once it
 * listens. `built`: the compiled server `npm start` runs (after `npm run build`), else the test
 * run's bundle of the same (serverBundle.testutil.ts), so no build is needed.
 */
export async function startAppProcess(env: Record<string, string>, options: { built?: boolean } = {}): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-process-'));
  const entry = options.built ? ['dist/server/main.js'] : serverEntry();
  const child = spawn(process.execPath, entry, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const listening = () => output.includes('ready at') && resolve();
    child.stdout.on('data', listening);
    void exited.then(() => reject(new Error(`the app process exited before listening:\n${output}`)));
  });
  const dead = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    logged: (message) =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{') && line.includes(message))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === message),
    async kill() {
      if (!dead()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!dead()) child.kill('SIGTERM');
      await exited;
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sends a wrap order for `photo` (a JPEG) as the wizard does; answers the request id. `client`: an X-Forwarded-For address. */
export async function sendWrap(app: AppProcess, photo: Buffer, client?: string): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ email: 'driver@example.com', color: 'red', finish: 'glossy', style: 'solid-wrap' }))
    form.append(name, value);
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'car.jpg');
  const answer = await fetch(`${app.url}/api/wraps`, { method: 'POST', body: form, headers: client ? { 'x-forwarded-for': client } : {} });
  if (answer.status !== 202) throw new Error(`POST /api/wraps answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { requestId: string }).requestId;
}

/** The wrap job as `app` answers GET /api/wraps/:id. */
export const jobOf = async (app: AppProcess, id: string) => WrapJob.parse(await (await fetch(`${app.url}/api/wraps/${id}`)).json());
