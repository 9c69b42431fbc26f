import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';

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
  /**
   * Opens a file for the app to send under FILES_ROUTE: 'not-modified' when `ifNoneMatch` is its
   * ETag, null when it is not there. Only a storage the app cannot serve as a folder has it.
   */
  open?(key: string, ifNoneMatch?: string): Promise<StoredFile | 'not-modified' | null>;
}

/** A stored file on its way to a browser. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  contentLength: number;
  etag: string;
  lastModified: Date;
}

/** URL prefix under which the app serves stored files, whichever storage holds them. */
export const FILES_ROUTE = '/files/';

// Keys are made by the server (bucket/uuid.ext); this guard keeps a crafted URL from leaving the
// folder, or from naming anything in a bucket the app did not put there.
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[A-Za-z0-9-]+\.[a-z0-9]{1,5}$/;

export const isSafeKey = (key: string): boolean => SAFE_KEY.test(key);

/** The storage key of one of our file URLs (absolute or app-relative), or null for any other URL. */
export function keyOfUrl(url: string): string | null {
  const pathname = url.startsWith('http') ? new URL(url).pathname : url;
  return pathname.startsWith(FILES_ROUTE) ? pathname.slice(FILES_ROUTE.length) : null;
}

/** The product's bucket name. */
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
