import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

/** URL prefix under which the app serves the files folder. */
export const FILES_ROUTE = '/files/';

// Keys are made by the server (bucket/uuid.ext); this guard keeps a crafted URL from leaving the folder.
const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[A-Za-z0-9-]+\.[a-z0-9]{1,5}$/;

/** The storage key of one of our file URLs (absolute or app-relative), or null for any other URL. */
function keyOf(url: string): string | null {
  const pathname = url.startsWith('http') ? new URL(url).pathname : url;
  return pathname.startsWith(FILES_ROUTE) ? pathname.slice(FILES_ROUTE.length) : null;
}

export function createLocalStorage(root: string): Storage {
  const fullPath = (key: string) => path.join(root, key);
  return {
    async put(key, data) {
      if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
      const file = fullPath(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
      return FILES_ROUTE + key;
    },
    async getByUrl(url) {
      const key = keyOf(url);
      return key === null ? null : this.get(key);
    },
    async removeByUrl(url) {
      const key = keyOf(url);
      if (key === null || !SAFE_KEY.test(key)) return false;
      try {
        await fs.unlink(fullPath(key));
        return true;
      } catch {
        return false;
      }
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        return await fs.readFile(fullPath(key));
      } catch {
        return null;
      }
    },
  };
}
