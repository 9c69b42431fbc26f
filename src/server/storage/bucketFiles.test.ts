import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followJob, postWrap } from '../image/photoForm.testutil';
import { createTestApp, type TestApp } from '../testApp.testutil';
import { startTestBucket, type TestBucket } from './s3Bucket.testutil';
import { keyOfUrl } from './storage';

describe('an app whose files live in an S3 bucket', () => {
  let bucket: TestBucket;
  let t: TestApp;
  let originalUrl: string;
  let imageUrl: string;
  beforeAll(async () => {
    bucket = await startTestBucket();
    // The files are under test, not the silhouette: the classic segmenter spares loading the model.
    t = await createTestApp({ env: { AI_PROVIDER: 'local', SEGMENTER: 'classic', ...bucket.env } });
    const posted = await postWrap(t.app);
    expect(posted.statusCode).toBe(202);
    const last = (await followJob(t.app, posted.json().requestId)).events.at(-1)!;
    expect(last.stage).toBe('done');
    originalUrl = last.originalUrl!;
    imageUrl = last.imageUrl!;
  });
  afterAll(async () => {
    await t?.close();
    await bucket?.close();
  });

  it('serves the photo and the wrapped result under /files, byte for byte as the bucket holds them', async () => {
    expect(originalUrl).toMatch(/^\/files\/car-images\/[0-9a-f-]{36}\.jpg$/);
    expect(imageUrl).toMatch(/^\/files\/car-images\/[0-9a-f-]{36}\.png$/);
    const objects = await bucket.objects();
    for (const [url, type] of [
      [originalUrl, 'image/jpeg'],
      [imageUrl, 'image/png'],
    ] as const) {
      const inBucket = objects.get(keyOfUrl(url)!);
      expect(inBucket, url).toBeDefined();
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(Number(served.headers['content-length'])).toBe(inBucket!.length);
      expect(served.rawPayload.equals(inBucket!)).toBe(true);
    }
  });

  it('writes nothing to the local files folder', async () => {
    const local = await fs.readdir(t.ctx.config.filesDir, { recursive: true }).catch(() => []);
    expect(local).toEqual([]);
  });

  it('lets browsers keep a file for good and answers 304 to one that holds it', async () => {
    const first = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await t.app.inject({ method: 'GET', url: imageUrl, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers a missing or crafted file name with the same 404 as the files folder, and lists nothing', async () => {
    const local = await createTestApp();
    try {
      const missing = '/files/car-images/00000000-0000-0000-0000-000000000000.png';
      expect((await t.app.inject(missing)).json()).toEqual({ error: 'Not found' });
      // The folder says 403 to /files/ itself; the bucket has no listing to refuse, so 404.
      expect((await t.app.inject('/files/')).json()).toEqual({ error: 'Not found' });
      for (const url of [missing, '/files/car-images/x.png/..%2f..%2fetc%2fpasswd', '/files/../etc/passwd']) {
        const fromBucket = await t.app.inject({ method: 'GET', url });
        const fromFolder = await local.app.inject({ method: 'GET', url });
        expect([url, fromBucket.statusCode, fromBucket.headers['content-type'], fromBucket.body]).toEqual([
          url,
          404,
          fromFolder.headers['content-type'],
          fromFolder.body,
        ]);
      }
    } finally {
      await local.close();
    }
  });
});
