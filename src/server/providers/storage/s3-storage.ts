import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { isSafeStorageKey, readKeyUnder, type TStorageProvider } from './storage-provider.ts';

export type TS3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Garage, R2…); unset means AWS itself. Path-style addressing when set. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers load objects from (a CDN or a public bucket); unset: the app serves them at /uploads/. */
  publicUrl?: string;
  /** Defaults: 3 s to connect, 15 s for a request (tests shorten them). */
  timeouts?: { connectMs?: number; requestMs?: number };
};

const APP_PREFIX = '/uploads/';

/** An object that is not there: S3 says NoSuchKey, some compatible servers only 404. */
function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}

/** Recipe images in an S3 bucket (or any server that speaks S3). Keys are the same as on disk. */
export function createS3Storage(options: TS3StorageOptions): TStorageProvider {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.endpoint !== undefined,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    maxAttempts: 2,
    // A store that hangs must not hold a cook's request for ever. Without throwOnRequestTimeout the SDK
    // only logs a warning when requestTimeout passes and keeps waiting (found by the outage test).
    requestHandler: {
      connectionTimeout: options.timeouts?.connectMs ?? 3_000,
      requestTimeout: options.timeouts?.requestMs ?? 15_000,
      throwOnRequestTimeout: true,
    },
  });
  const urlPrefix = options.publicUrl ? `${options.publicUrl.replace(/\/+$/, '')}/` : APP_PREFIX;
  const keyFromUrl = (url: string): string | null => readKeyUnder(urlPrefix, url);
  const checkKey = (key: string): string => {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  };

  return {
    name: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: options.bucket, Key: checkKey(key), Body: body, ContentType: contentType, CacheControl: 'public, max-age=86400' }),
      );
      return { key, url: `${urlPrefix}${key}` };
    },
    async get(key) {
      if (!isSafeStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!object.Body) return null;
        const body = Buffer.from(await object.Body.transformToByteArray());
        return { body, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    keyFromUrl,
    async deleteByUrl(url) {
      const key = keyFromUrl(url);
      if (!key) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
