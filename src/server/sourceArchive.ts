import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { listSourceFiles } from './sourceFiles';

/** The project folder this server runs from (src/server/ is two levels down). */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ArchiveEntry {
  path: string;
  data: Buffer;
  mode: number;
  mtime: Date;
}

/**
 * The running program's Corresponding Source as a .tar.gz, each file under `folder/`: what the
 * AGPL asks a site to offer its visitors, and it is exactly the code this process runs, the
 * shop's own changes to the files it tracks included.
 */
export async function buildSourceArchive(root: string, folder: string): Promise<Buffer> {
  const entries: ArchiveEntry[] = [];
  for (const rel of await listSourceFiles(root)) {
    const full = path.join(root, rel);
    const [data, stat] = await Promise.all([fs.readFile(full), fs.stat(full)]);
    entries.push({ path: `${folder}/${rel}`, data, mode: stat.mode & 0o111 ? 0o755 : 0o644, mtime: stat.mtime });
  }
  // zlib's thread pool, not the event loop.
  return promisify(gzip)(tar(entries), { level: 9 });
}

/** A POSIX ustar archive of regular files. */
export function tar(entries: ArchiveEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    blocks.push(header(entry));
    blocks.push(entry.data);
    const pad = (512 - (entry.data.length % 512)) % 512;
    if (pad) blocks.push(Buffer.alloc(pad));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

function header(entry: ArchiveEntry): Buffer {
  const block = Buffer.alloc(512);
  const [prefix, name] = splitName(entry.path);
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';
  block.write(name, 0, 100, 'utf8');
  block.write(octal(entry.mode, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(entry.data.length, 12), 124, 'ascii');
  block.write(octal(Math.floor(entry.mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** ustar keeps names to 100 bytes, with up to 155 more bytes of folders in the prefix field. */
function splitName(full: string): [string, string] {
  if (Buffer.byteLength(full) <= 100) return ['', full];
  for (let i = full.indexOf('/'); i !== -1; i = full.indexOf('/', i + 1)) {
    const prefix = full.slice(0, i);
    const name = full.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return [prefix, name];
  }
  throw new Error(`Path too long for the source archive: ${full}`);
}
