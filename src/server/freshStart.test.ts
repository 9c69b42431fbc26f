import { spawn, type ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverEntry } from './serverBundle.testutil';

interface LogLine {
  level: number;
  msg: string;
}

// A shop's first `npm start` on an empty data folder must not greet it with errors or warnings
// about folders the app creates itself.
describe('the first start on an empty data folder', () => {
  let dataDir: string;
  let server: ChildProcess;
  let output = '';

  beforeAll(async () => {
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'wrap-fresh-'));
    server = spawn(process.execPath, serverEntry(), {
      // The shop's own start: the engine warms up (the suite turns that off elsewhere).
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        OPENAI_API_KEY: '',
        LOG_LEVEL: 'info',
        ENGINE_WARM_UP: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    // Started, and the engine warmed (the last thing a start does): the model's load took over
    // 60 s with the whole suite beside it.
    await vi.waitFor(() => expect(output).toMatch(/"msg":"(engine ready|the car model could not load|engine warm-up failed)/), {
      timeout: 180_000,
      interval: 100,
    });
  }, 240_000);

  afterAll(async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await fsp.rm(dataDir, { recursive: true, force: true });
  });

  const logLines = (): LogLine[] =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);

  it('serves the gallery', async () => {
    const port = /ready at http:\/\/localhost:(\d+)/.exec(output)?.[1];
    expect(port).toBeDefined();
    const response = await fetch(`http://127.0.0.1:${port}/api/gallery`);
    expect(response.status).toBe(200);
  });

  it('logs no error, and no warning about the stored files folder', () => {
    const lines = logLines();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.level >= 40 && line.msg.includes(path.join(dataDir, 'files')))).toEqual([]);
  });
});
