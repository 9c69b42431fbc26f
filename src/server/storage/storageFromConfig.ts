import type { Config } from '../config';
import { createLocalStorage } from './localStorage';
import { createS3Storage } from './s3Storage';
import type { Storage } from './storage';

/** The bucket when S3_ENDPOINT and S3_BUCKET are set (config checks they come together), else the files folder. */
export async function storageFromConfig(config: Config): Promise<Storage> {
  if (config.S3_ENDPOINT && config.S3_BUCKET) {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorage(config.filesDir);
}
