import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKET, keyOfUrl, randomFileName, type Storage } from './storage';
import { COMMITTED_PHOTOS } from '../carPhotos.testutil';

export interface StorageUnderTest {
  storage: Storage;
  /** The bytes the storage holds for `key`, read behind its back (the folder, the bucket's disk). */
  atRest(key: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

const PHOTO = path.join(COMMITTED_PHOTOS.cars, 'white-supercar-front34-gravel.jpg');

/** What every storage promises the app, run against one kind of storage. */
export function describeStorageContract(name: string, open: () => Promise<StorageUnderTest>): void {
  describe(`${name}: the storage contract`, () => {
    let s: StorageUnderTest;
    beforeAll(async () => {
      s = await open();
    });
    afterAll(async () => s?.close());

    it('stores a file in the car-images bucket and reads it back by its URL', async () => {
      const url = await s.storage.put(`${BUCKET}/${randomFileName('My Car.JPG', '.jpg')}`, Buffer.from('photo'), 'image/jpeg');
      expect(url).toMatch(/^\/files\/car-images\/[0-9a-f-]{36}\.jpg$/);
      expect((await s.storage.getByUrl(url))?.toString()).toBe('photo');
      expect((await s.storage.getByUrl(`http://shop.example${url}`))?.toString()).toBe('photo');
    });

    it('keeps a real car photo byte for byte, at rest and read back', async () => {
      const photo = await fs.readFile(PHOTO);
      const key = `${BUCKET}/${randomFileName(PHOTO, '.jpg')}`;
      const url = await s.storage.put(key, photo, 'image/jpeg');
      expect((await s.atRest(key))?.equals(photo)).toBe(true);
      expect((await s.storage.get(key))?.equals(photo)).toBe(true);
      expect((await s.storage.getByUrl(url))?.equals(photo)).toBe(true);
    });

    it('takes several writers of one key at once, as four uploads of one photo make', async () => {
      const photo = await fs.readFile(PHOTO);
      const key = `uploads/${randomFileName(undefined, '.jpg')}`;
      const urls = await Promise.all([1, 2, 3, 4].map(() => s.storage.put(key, photo, 'image/jpeg')));
      expect(new Set(urls).size).toBe(1);
      expect((await s.atRest(key))?.equals(photo)).toBe(true);
    });

    it('refuses URLs that try to leave the folder or are not its own', async () => {
      expect(await s.storage.getByUrl('/files/../../etc/passwd')).toBeNull();
      expect(await s.storage.getByUrl('https://elsewhere.example/x.png')).toBeNull();
      expect(await s.storage.getByUrl('/files/car-images/missing.png')).toBeNull();
      expect(await s.storage.get('car-images/missing.png')).toBeNull();
      await expect(s.storage.put('../x.png', Buffer.from(''), 'image/png')).rejects.toThrow(/Unsafe/);
    });

    it('deletes a file by its URL, and nothing that is not its own', async () => {
      const url = await s.storage.put(`${BUCKET}/${randomFileName('car.png', '.png')}`, Buffer.from('png'), 'image/png');
      expect(await s.storage.removeByUrl(url)).toBe(true);
      expect(await s.storage.getByUrl(url)).toBeNull();
      expect(await s.atRest(keyOfUrl(url)!)).toBeUndefined();
      expect(await s.storage.removeByUrl(url)).toBe(false);
      expect(await s.storage.removeByUrl('/files/../../etc/passwd')).toBe(false);
      expect(await s.storage.removeByUrl('https://elsewhere.example/x.png')).toBe(false);
    });
  });
}
