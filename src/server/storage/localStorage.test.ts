import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './localStorage';
import { randomFileName } from './storage';
import { describeStorageContract } from './storageContract.testutil';

describeStorageContract('local storage', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-files-'));
  return {
    storage: createLocalStorage(root),
    atRest: (key) => fs.readFile(path.join(root, key)).catch(() => undefined),
    close: () => fs.rm(root, { recursive: true, force: true }),
  };
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
