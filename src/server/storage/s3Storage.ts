import type { Readable } from 'node:stream';
import { FILES_ROUTE, isSafeKey, keyOfUrl, type Storage } from './storage';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, a role of the host). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * Files in an S3-compatible bucket (AWS, MinIO, R2, s3rver...). URLs stay app-relative
 * (`/files/<key>`) and the app streams each file from the bucket, so the bucket itself need not be
 * public or reachable by browsers, and a link in an e-mail never expires as a signed URL would.
 */
export async function createS3Storage(settings: S3Settings): Promise<Storage> {
  // Loaded only when a bucket is set (also in the bundled server, where a static import would be
  // hoisted): the AWS SDK costs a quarter second and 24 MB at every start otherwise.
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } =
    await import('@aws-sdk/client-s3');
  const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
  // GetObject says NoSuchKey, HeadObject only 404: both are a missing object.
  const isMissing = (error: unknown) => statusOf(error) === 404;

  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    // Self-hosted S3 servers answer on one host name, not one per bucket.
    forcePathStyle: true,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // By default the SDK sends a streamed body aws-chunked with a CRC32 trailer, which not every
    // S3-compatible server understands: s3rver stores the chunk framing as part of the file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const storage: Storage = {
    async put(key, data, contentType) {
      if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
      return FILES_ROUTE + key;
    },
    async getByUrl(url) {
      const key = keyOfUrl(url);
      return key === null ? null : this.get(key);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async removeByUrl(url) {
      const key = keyOfUrl(url);
      if (key === null || !isSafeKey(key)) return false;
      // A bucket deletes a missing key without complaint; the caller wants to know it was there.
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      return true;
    },
    async open(key, ifNoneMatch) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, IfNoneMatch: ifNoneMatch }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          contentLength: object.ContentLength ?? 0,
          etag: object.ETag ?? '',
          lastModified: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        if (statusOf(error) === 304) return 'not-modified';
        throw error;
      }
    },
  };
  return storage;
}
