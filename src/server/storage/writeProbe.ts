import { randomUUID } from 'node:crypto';
import type { Storage } from './storage';

/**
 * Stores a small file and deletes it again: throws when the storage would not take one (read-only,
 * full, not answering). Reading alone is not enough: a read-only disk still serves every photo.
 * A key of its own each time, so probes at once never share a file.
 */
export async function probeStorageWrite(storage: Storage): Promise<void> {
  const url = await storage.put(`health/probe-${randomUUID()}.txt`, Buffer.from('ok'), 'text/plain');
  await storage.removeByUrl(url);
}
