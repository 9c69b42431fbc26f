/**
 * `npm run build`: the web app (vite), the embed loader, their precompressed copies, the server
 * bundle and the list of source files /source offers, then a stamp in dist/ once all succeed. `npm start` runs
 * it with --if-changed, which skips the build when the stamp shows dist/ was built from the
 * current sources (see buildStamp.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfChanged, buildWithStamp } from './buildStamp';

const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const STEPS: [command: string, args: string[]][] = [
  [bin('vite'), ['build']],
  [bin('tsx'), ['scripts/build-embed.ts']],
  [bin('tsx'), ['scripts/precompress.ts']],
  [bin('tsx'), ['scripts/build-server.ts']],
  [bin('tsx'), ['scripts/source-list.ts']],
];

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // Windows runs node_modules/.bin's .cmd shims only through a shell.
    const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

async function build(): Promise<void> {
  for (const [command, args] of STEPS) await run(command, args);
}

try {
  if (process.argv.includes('--if-changed')) {
    await buildIfChanged(root, build);
  } else {
    await buildWithStamp(root, build);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
