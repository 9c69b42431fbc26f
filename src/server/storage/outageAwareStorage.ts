import { StorageUnavailable } from '../outage';
import type { Storage } from './storage';

const failingAsOutage =
  <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await call(...args);
    } catch (error) {
      throw error instanceof StorageUnavailable ? error : new StorageUnavailable(error);
    }
  };

/**
 * The same storage, whose every failure (a read-only or full disk, a bucket that does not answer)
 * is a StorageUnavailable: the visitor is asked to try again in a moment (503), never shown a 500.
 */
export function outageAwareStorage(storage: Storage): Storage {
  return {
    put: failingAsOutage(storage.put.bind(storage)),
    get: failingAsOutage(storage.get.bind(storage)),
    getByUrl: failingAsOutage(storage.getByUrl.bind(storage)),
    removeByUrl: failingAsOutage(storage.removeByUrl.bind(storage)),
    ...(storage.open ? { open: failingAsOutage(storage.open.bind(storage)) } : {}),
  };
}
