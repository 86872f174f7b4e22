/**
 * The S3 backend against a real S3-compatible server (s3rver, see test/s3.ts: it does not verify
 * SigV4 signatures, so the signing is checked separately against AWS's published example).
 */
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../platform/env';
import { startS3Server, type TestS3Server } from '../../test/s3';
import { type FileStorage } from './file-storage';
import { S3FileStorage } from './s3-storage';
import { createStorage } from './storage';

let s3: TestS3Server;
let storage: FileStorage;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = createStorage(parseEnv(s3.env), '/nonexistent-data-dir');
});
afterAll(async () => {
  await s3.close();
});

describe('S3FileStorage', () => {
  it('is what createStorage makes from the S3_* variables', () => {
    expect(storage).toBeInstanceOf(S3FileStorage);
  });

  it('puts, gets and deletes an object', async () => {
    const data = new Uint8Array([82, 73, 70, 70, 0, 1, 2, 255]);
    await storage.put('user1/abc.webp', data, 'image/webp');
    expect(await storage.get('user1/abc.webp')).toEqual({ data, contentType: 'image/webp' });

    await storage.put('user1/abc.webp', new Uint8Array([7]), 'image/webp');
    expect((await storage.get('user1/abc.webp'))?.data).toEqual(new Uint8Array([7]));

    await storage.delete('user1/abc.webp');
    expect(await storage.get('user1/abc.webp')).toBeNull();
  });

  it('answers null for a missing object and deletes a missing object without error', async () => {
    expect(await storage.get('nobody/missing.webp')).toBeNull();
    await expect(storage.delete('nobody/missing.webp')).resolves.toBeUndefined();
  });

  it('fails with the S3 error code (never the secret) when the server refuses', async () => {
    const secret = 'not-the-secret-0123456789';
    const wrong = new S3FileStorage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      accessKeyId: 'UNKNOWN',
      secretAccessKey: secret,
      region: 'us-east-1',
    });
    const err = await wrong.put('user1/x.webp', new Uint8Array([1]), 'image/webp').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe('S3 PUT user1/x.webp failed: 403 InvalidAccessKeyId');

    const noBucket = new S3FileStorage({ ...s3Options(), bucket: 'no-such-bucket' });
    await expect(noBucket.get('user1/x.webp')).rejects.toThrow('S3 GET user1/x.webp failed: 404 NoSuchBucket');
    await expect(noBucket.put('user1/x.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow('404 NoSuchBucket');
  });

  it('refuses keys that could address something else', async () => {
    await expect(storage.get('../other-bucket/x.webp')).rejects.toThrow('Invalid storage key');
    await expect(storage.put('a/../../b.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(
      'Invalid storage key',
    );
  });
});

describe('SigV4 signing (aws4fetch)', () => {
  it("matches AWS's published example signature for a GET object", async () => {
    // "Example: GET Object" of the AWS S3 API reference (Signature Version 4, Authorization header).
    const signed = await new AwsV4Signer({
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      method: 'GET',
      headers: {
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      service: 's3',
      region: 'us-east-1',
      datetime: '20130524T000000Z',
      allHeaders: true,
    }).sign();
    expect(signed.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

function s3Options() {
  return {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
    region: 'us-east-1',
  };
}
