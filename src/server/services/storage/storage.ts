import path from 'node:path';
import type { Env } from '../../platform/env';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';

/**
 * S3 when S3_BUCKET is set (env.ts requires the bucket and both keys together; S3_ENDPOINT unset
 * means AWS itself), otherwise `<dataDir>/files`.
 */
export function createStorage(env: Env, dataDir: string): FileStorage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return new S3FileStorage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      region: env.S3_REGION,
    });
  }
  return new LocalFileStorage(path.join(path.resolve(dataDir), 'files'));
}
