import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './localStorage';
import { BUCKET, randomFileName } from './storage';

describe('local storage', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-files-'));
  });
  afterEach(async () => fs.rm(root, { recursive: true, force: true }));

  it('stores a file in the car-images bucket and reads it back by its URL', async () => {
    const storage = createLocalStorage(root);
    const url = await storage.put(`${BUCKET}/${randomFileName('My Car.JPG', '.jpg')}`, Buffer.from('photo'), 'image/jpeg');
    expect(url).toMatch(/^\/files\/car-images\/[0-9a-f-]{36}\.jpg$/);
    expect((await storage.getByUrl(url))?.toString()).toBe('photo');
    expect((await storage.getByUrl(`http://shop.example${url}`))?.toString()).toBe('photo');
  });

  it('refuses URLs that try to leave the folder or are not its own', async () => {
    const storage = createLocalStorage(root);
    expect(await storage.getByUrl('/files/../../etc/passwd')).toBeNull();
    expect(await storage.getByUrl('https://elsewhere.example/x.png')).toBeNull();
    expect(await storage.getByUrl('/files/car-images/missing.png')).toBeNull();
    await expect(storage.put('../x.png', Buffer.from(''), 'image/png')).rejects.toThrow(/Unsafe/);
  });

  it('deletes a file by its URL, and nothing outside the folder', async () => {
    const storage = createLocalStorage(root);
    const url = await storage.put(`${BUCKET}/${randomFileName('car.png', '.png')}`, Buffer.from('png'), 'image/png');
    expect(await storage.removeByUrl(url)).toBe(true);
    expect(await storage.getByUrl(url)).toBeNull();
    expect(await storage.removeByUrl(url)).toBe(false);
    expect(await storage.removeByUrl('/files/../../etc/passwd')).toBe(false);
    expect(await storage.removeByUrl('https://elsewhere.example/x.png')).toBe(false);
  });
});

describe('randomFileName', () => {
  it('keeps the original extension and is random', () => {
    expect(randomFileName('car.png', '.jpg')).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(randomFileName('car.png', '.jpg')).not.toBe(randomFileName('car.png', '.jpg'));
  });
  it('falls back when the name has no usable extension', () => {
    expect(randomFileName('car', '.jpg')).toMatch(/\.jpg$/);
    expect(randomFileName('car.<script>', '.jpg')).toMatch(/\.jpg$/);
    expect(randomFileName(undefined, '.png')).toMatch(/\.png$/);
  });
});
