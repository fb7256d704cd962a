import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { startLocalS3, type TLocalS3 } from '../../test/s3-server.ts';
import { createTestUser } from '../../test/test-users.ts';
import { createS3Storage } from './s3-storage.ts';
import { defineStorageContract } from '../../test/storage-contract.ts';

// Against a real S3-speaking server (s3rver) on loopback, started here.

describe('S3 storage', () => {
  let s3: TLocalS3;

  beforeAll(async () => {
    s3 = await startLocalS3();
  });

  afterAll(async () => {
    await s3.close();
  });

  const open = (publicUrl?: string) =>
    createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      publicUrl,
    });

  describe('served through the app (no S3_PUBLIC_URL)', () => {
    defineStorageContract(() => open(), { urlPrefix: '/uploads/' });
  });

  describe('under S3_PUBLIC_URL', () => {
    defineStorageContract(() => open('https://images.example.com/forkcast/'), { urlPrefix: 'https://images.example.com/forkcast/' });
  });

  it('fails clearly with wrong credentials instead of pretending to store', async () => {
    const storage = createS3Storage({ bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'WRONG', secretAccessKey: 'WRONG' });
    await expect(storage.put('recipe-images/x/a.svg', Buffer.from('<svg/>'), 'image/svg+xml')).rejects.toThrow();
  });

  it('is chosen by S3_* settings: a generated image lands in the bucket and the app serves it at /uploads/', async () => {
    const testApp = await createTestApp({
      env: {
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      },
    });
    try {
      expect(testApp.deps.storage.name).toBe('s3');
      const cook = await createTestUser(testApp);
      const generated = await testApp.app.inject({
        method: 'POST',
        url: '/generate-image',
        headers: { cookie: cook.cookie },
        payload: { title: 'Tomato soup', ingredients: ['4 tomatoes', '1 onion'] },
      });
      expect(generated.statusCode, generated.body).toBe(200);
      const { imageUrl } = generated.json<{ imageUrl: string }>();
      expect(imageUrl.startsWith('/uploads/recipe-images/')).toBe(true);
      const key = imageUrl.slice('/uploads/'.length);
      expect((await testApp.deps.storage.get(key))?.contentType).toBe('image/svg+xml');
      const served = await testApp.app.inject({ method: 'GET', url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toContain('image/svg+xml');
      expect(served.body).toContain('<svg');
      const missing = await testApp.app.inject({ method: 'GET', url: '/uploads/recipe-images/nobody/missing.svg' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await testApp.close();
    }
  });
});
