import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile } from '../../../db/schema.ts';
import { createFakeGenerator } from '../../../test/fake-generation.ts';
import { startLocalPageServer, type TLocalPage, type TLocalPageServer } from '../../../test/local-page-server.ts';
import { createTestApp, type TTestApp } from '../../../test/test-app.ts';
import { JSON_LD_PAGE } from '../../../test/test-pages.ts';
import { createTestUser, type TTestUser } from '../../../test/test-users.ts';
import { IMPORTED_IMAGE_MAX_BYTES } from './fetch-page.ts';
import { sniffImageType } from './store-imported-image.ts';

// The smallest valid PNG signature plus an IHDR chunk start: enough for the type check by bytes.
const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000dIHDR', 'latin1'), Buffer.alloc(32, 1)]);

function pageWithImage(imagePath: string): string {
  // Its stated size makes the share picture the largest the page offers, so it is the one imported.
  return JSON_LD_PAGE.replace(
    '<head>',
    `<head><meta property="og:image" content="${imagePath}"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="800">`,
  );
}

describe('the imported page picture', () => {
  let server: TLocalPageServer;
  let testApp: TTestApp;
  const routes: Record<string, TLocalPage> = {};

  beforeAll(async () => {
    server = await startLocalPageServer(routes);
    Object.assign(routes, {
      '/with-image': { body: pageWithImage(`${'/img/dal.png'}`) },
      '/img/dal.png': { headers: { 'content-type': 'image/png' }, body: PNG_BYTES },
      '/with-html-image': { body: pageWithImage('/img/not-a-picture.jpg') },
      // An error page served as image/jpeg: the bytes say HTML.
      '/img/not-a-picture.jpg': { headers: { 'content-type': 'image/jpeg' }, body: '<html><body>Not found</body></html>' },
      '/with-huge-image': { body: pageWithImage('/img/huge.png') },
      '/img/huge.png': { headers: { 'content-type': 'image/png' }, body: Buffer.concat([PNG_BYTES, Buffer.alloc(IMPORTED_IMAGE_MAX_BYTES)]) },
    });
    testApp = await createTestApp({ env: { URL_IMPORT_ALLOW_PRIVATE: 'true' }, overrides: { generator: createFakeGenerator([], 'builtin') } });
  });
  afterAll(async () => {
    await testApp.close();
    await server.close();
  });

  async function importAs(user: TTestUser, pagePath: string) {
    return testApp.app.inject({
      method: 'POST',
      url: '/generate-recipe',
      headers: { cookie: user.cookie },
      payload: { prompt: `${server.origin}${pagePath}`, userId: user.id, isUrl: true },
    });
  }

  async function createProUser(): Promise<TTestUser> {
    const user = await createTestUser(testApp);
    await testApp.deps.database.db.update(profile).set({ subscriptionStatus: 'pro' }).where(eq(profile.userId, user.id));
    return user;
  }

  function listStoredFiles(user: TTestUser): string[] {
    const folder = path.join(testApp.dataDir, 'uploads', 'recipe-images', user.id.replace(/[^a-z0-9_-]/gi, '_'));
    return existsSync(folder) ? readdirSync(folder) : [];
  }

  it("downloads the page's picture, stores it in the cook's folder and uses it as the recipe's image", async () => {
    const user = await createProUser();
    const response = await importAs(user, '/with-image');
    expect(response.statusCode).toBe(200);
    const imageUrl: string = response.json().recipe.imageUrl;
    expect(imageUrl).toMatch(/^\/uploads\/recipe-images\/[^/]+\/[0-9a-f-]+\.png$/);
    const stored = readFileSync(path.join(testApp.dataDir, imageUrl.replace(/^\/uploads\//, 'uploads/')));
    expect(stored.equals(PNG_BYTES)).toBe(true);
    const served = await testApp.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
  });

  it("keeps the page as the recipe's source, without the fragment that only jumped within it", async () => {
    const user = await createProUser();
    const response = await importAs(user, '/with-image#recipe-card');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().recipe.sourceUrl).toBe(`${server.origin}/with-image`);
  });

  it('refuses a body that is not a picture, whatever its header says, and leaves the image to the dish card', async () => {
    const user = await createProUser();
    const response = await importAs(user, '/with-html-image');
    expect(response.statusCode).toBe(200);
    expect(response.json().recipe.imageUrl).toBe('');
    expect(listStoredFiles(user)).toEqual([]);
  });

  it('refuses a picture over 5 MB', async () => {
    const user = await createProUser();
    const response = await importAs(user, '/with-huge-image');
    expect(response.statusCode).toBe(200);
    expect(response.json().recipe.imageUrl).toBe('');
    expect(listStoredFiles(user)).toEqual([]);
  });
});

describe('sniffImageType', () => {
  it.each([
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'jpg'],
    ['PNG', PNG_BYTES, 'png'],
    ['WebP', Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ', 'latin1')]), 'webp'],
    [
      'AVIF',
      Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif', 'latin1'), Buffer.from([0, 0, 0, 0]), Buffer.from('avifmif1miaf', 'latin1')]),
      'avif',
    ],
    [
      'AVIF by a compatible brand',
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmif1', 'latin1'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1avif', 'latin1')]),
      'avif',
    ],
  ])('recognises %s by its bytes', (_label, bytes, extension) => {
    expect(sniffImageType(bytes)?.extension).toBe(extension);
  });

  it.each([
    ['GIF', Buffer.from('GIF89a', 'latin1')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>', 'utf8')],
    ['HTML', Buffer.from('<!doctype html>', 'utf8')],
    ['HEIC', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic', 'latin1'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic', 'latin1')])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});
