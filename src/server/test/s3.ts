/**
 * A real S3-compatible server for tests (the s3rver package, pure JavaScript, on a free port with
 * its objects in a temporary folder). The app talks to it over HTTP with signed requests exactly
 * as it would to a bucket. One limit, from s3rver's source: it checks that the access key exists
 * but does not verify SigV4 signatures; s3-storage.test.ts checks our signing against AWS's
 * published example instead.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one built-in account. */
export const TEST_S3_ACCESS_KEY_ID = 'S3RVER';
export const TEST_S3_SECRET_ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'holdfast-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'holdfast-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: TEST_S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: TEST_S3_SECRET_ACCESS_KEY,
      S3_REGION: 'us-east-1',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
