import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3Storage';
import { startTestBucket, type TestBucket } from './s3Bucket.testutil';
import { BUCKET, randomFileName, type Storage, type StoredFile } from './storage';
import { describeStorageContract } from './storageContract.testutil';

let bucket: TestBucket;
let storage: Storage;
beforeAll(async () => {
  bucket = await startTestBucket();
  storage = await createS3Storage({
    endpoint: bucket.env.S3_ENDPOINT,
    bucket: bucket.env.S3_BUCKET,
    region: 'us-east-1',
    accessKeyId: bucket.env.S3_ACCESS_KEY_ID,
    secretAccessKey: bucket.env.S3_SECRET_ACCESS_KEY,
  });
});
afterAll(async () => bucket?.close());

describeStorageContract('S3 storage on s3rver', async () => ({
  storage,
  atRest: async (key) => (await bucket.objects()).get(key),
  close: async () => {},
}));

describe('S3 storage: opening a file for a browser', () => {
  it('gives its type, length and ETag, and says "not modified" to a browser holding that ETag', async () => {
    const png = Buffer.from('not really a png, but bytes');
    const url = await storage.put(`${BUCKET}/${randomFileName('car.png', '.png')}`, png, 'image/png');
    const key = url.slice('/files/'.length);
    const file = (await storage.open!(key)) as StoredFile;
    expect(file).toMatchObject({ contentType: 'image/png', contentLength: png.length, etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(png)).toBe(true);
    expect(await storage.open!(key, file.etag)).toBe('not-modified');
    expect(await storage.open!(key, '"0123456789abcdef0123456789abcdef"')).not.toBe('not-modified');
  });

  it('opens nothing that is missing or not one of its keys', async () => {
    expect(await storage.open!('car-images/missing.png')).toBeNull();
    expect(await storage.open!('../car-images/x.png')).toBeNull();
  });
});
