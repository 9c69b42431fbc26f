import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FILES_ROUTE, isSafeKey, keyOfUrl, type Storage } from './storage';

export function createLocalStorage(root: string): Storage {
  const fullPath = (key: string) => path.join(root, key);
  return {
    async put(key, data) {
      if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
      const file = fullPath(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file. The temp name is this writer's own:
      // content-addressed keys (one photo uploaded four times at once) have several writers at a time.
      const temp = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
      return FILES_ROUTE + key;
    },
    async getByUrl(url) {
      const key = keyOfUrl(url);
      return key === null ? null : this.get(key);
    },
    async removeByUrl(url) {
      const key = keyOfUrl(url);
      if (key === null || !isSafeKey(key)) return false;
      try {
        await fs.unlink(fullPath(key));
        return true;
      } catch {
        return false;
      }
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        return await fs.readFile(fullPath(key));
      } catch {
        return null;
      }
    },
  };
}
