import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { FileStorage, StoredFile } from './file-storage';
import { assertStorageKey } from './keys';

export interface S3StorageOptions {
  /** An S3-compatible endpoint (MinIO, R2, ...), addressed path-style; unset means AWS S3. */
  endpoint?: string | undefined;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Each request gives up after this long (a hung bucket must not hang uploads). */
  timeoutMs?: number;
}

/** Objects in an S3-compatible bucket, through signed (SigV4) fetch requests. */
export class S3FileStorage implements FileStorage {
  private readonly client: AwsClient;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: S3StorageOptions) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
      retries: 2,
    });
    const bucket = encodeURIComponent(options.bucket);
    this.baseUrl = options.endpoint
      ? `${options.endpoint.replace(/\/+$/, '')}/${bucket}`
      : `https://${bucket}.s3.${options.region}.amazonaws.com`;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  private urlOf(key: string): string {
    assertStorageKey(key);
    return `${this.baseUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  async put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    const res = await this.client.fetch(this.urlOf(key), {
      method: 'PUT',
      body: plainBytes(data),
      headers: {
        'content-type': contentType,
        // Sign the payload's hash too, so the bucket rejects a body altered on the way.
        'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
      },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw await s3Error('PUT', key, res);
    await res.body?.cancel();
  }

  async get(key: string): Promise<StoredFile | null> {
    const res = await this.client.fetch(this.urlOf(key), { signal: AbortSignal.timeout(this.timeoutMs) });
    if (res.status === 404) {
      // A missing bucket is a misconfiguration to report, not a missing file.
      const text = await res.text().catch(() => '');
      if (errorCode(text) === 'NoSuchBucket') throw new Error(`S3 GET ${key} failed: 404 NoSuchBucket`);
      return null;
    }
    if (!res.ok) throw await s3Error('GET', key, res);
    return {
      data: new Uint8Array(await res.arrayBuffer()),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const res = await this.client.fetch(this.urlOf(key), {
      method: 'DELETE',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await res.body?.cancel();
    // S3 answers 204 whether or not the object existed; some compatible servers answer 404.
    if (!res.ok && res.status !== 404) throw await s3Error('DELETE', key, res);
  }
}

/** The bytes over a plain ArrayBuffer, as fetch wants them (copied only if they are not). */
function plainBytes(data: Uint8Array): Uint8Array<ArrayBuffer> {
  return data.buffer instanceof ArrayBuffer
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : data.slice();
}

/** An error naming the operation, the key and S3's error code (never the credentials). */
async function s3Error(method: string, key: string, res: Response): Promise<Error> {
  const text = await res.text().catch(() => '');
  return new Error(`S3 ${method} ${key} failed: ${res.status} ${errorCode(text) ?? 'unknown'}`);
}

function errorCode(xml: string): string | null {
  return /<Code>([^<]{1,100})<\/Code>/.exec(xml)?.[1] ?? null;
}
