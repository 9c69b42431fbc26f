import { randomUUID } from 'node:crypto';
import path from 'node:path';

/**
 * Where photos and previews live. The local folder is the embedded default; an S3-compatible
 * bucket can implement the same calls.
 */
export interface Storage {
  /** Stores bytes under `key` and returns the public URL the browser fetches it from. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Reads back a file by the URL `put` returned; null when it is not ours or is gone. */
  getByUrl(url: string): Promise<Buffer | null>;
  /** Reads back a file by the key it was put under; null when it is not there. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes a file by the URL `put` returned; false when it is not ours or was already gone. */
  removeByUrl(url: string): Promise<boolean>;
}

/** The spec's bucket name. */
export const BUCKET = 'car-images';

const SAFE_EXTENSION = /^\.[a-z0-9]{1,5}$/;

/**
 * A random file name that keeps the original's extension (stored photos and results), lower-cased;
 * anything odd in the name falls back to the content's own extension.
 */
export function randomFileName(originalName: string | undefined, fallbackExtension: string): string {
  const ext = path.extname(originalName ?? '').toLowerCase();
  return `${randomUUID()}${SAFE_EXTENSION.test(ext) ? ext : fallbackExtension}`;
}
