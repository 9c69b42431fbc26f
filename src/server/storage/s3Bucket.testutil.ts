import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from '../freePort.testutil';

export interface TestBucket {
  /** The settings that point the app at this bucket. */
  env: Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>;
  /** Every object's bytes, read straight from s3rver's folder, by key. */
  objects(): Promise<Map<string, Buffer>>;
  close(): Promise<void>;
}

const BUCKET_NAME = 'wrap-test';
// s3rver's own fixed credentials; it checks every request's signature against them.
const S3RVER_KEY = 'S3RVER';

/** A real S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, in a temp folder. */
export async function startTestBucket(): Promise<TestBucket> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'wrap-s3-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: BUCKET_NAME }] });
  await server.run();
  const bucketDir = path.join(directory, BUCKET_NAME);
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET_NAME,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    async objects() {
      // s3rver keeps each object's bytes as `<key>._S3rver_object` beside its metadata.
      const files = await fs.readdir(bucketDir, { recursive: true });
      const objects = new Map<string, Buffer>();
      for (const file of files.filter((f) => f.endsWith('._S3rver_object'))) {
        objects.set(file.slice(0, -'._S3rver_object'.length), await fs.readFile(path.join(bucketDir, file)));
      }
      return objects;
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
