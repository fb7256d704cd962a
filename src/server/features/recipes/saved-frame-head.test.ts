import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile, recipe } from '../../db/schema.ts';
import { staticPlugin } from '../../plugins/static-plugin.ts';
import { createLocalStorage } from '../../providers/storage/local-storage.ts';
import { createRecipeImageKey } from '../../providers/storage/recipe-image-keys.ts';
import { createCapturedLogger } from '../../test/captured-logger.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';

const FRAME = '<!doctype html><html><head><title>Saved Recipes | Forkcast</title></head><body><div id="root" data-signed-in-shell></div></body></html>';

describe("/saved's signed-in frame carries the cook's newest picture", () => {
  let testApp: TTestApp;
  let alice: TTestUser;
  let bob: TTestUser;
  let newestUrl: string;
  let olderUrl: string;

  const getPage = (url: string, cookie: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
  const storeImage = async (userId: string) =>
    (await testApp.deps.storage.put(createRecipeImageKey(userId, 'svg'), Buffer.from('<svg/>'), 'image/svg+xml')).url;

  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'forkcast-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Forkcast</title><div id="root"></div>');
    mkdirSync(path.join(webDir, 'prerendered', 'signed-in'), { recursive: true });
    writeFileSync(path.join(webDir, 'prerendered', 'signed-in', 'saved.html'), FRAME);
    writeFileSync(path.join(webDir, 'prerendered', 'signed-in', 'create.html'), FRAME.replace('Saved Recipes', 'Create'));
    testApp = await createTestApp({ webDir });
    alice = await createTestUser(testApp);
    bob = await createTestUser(testApp);
    olderUrl = await storeImage(alice.id);
    newestUrl = await storeImage(alice.id);
    const olderId = await saveRecipeId(testApp, alice, { title: 'Older', imageUrl: olderUrl });
    await saveRecipeId(testApp, alice, { title: 'Newest', imageUrl: newestUrl });
    await testApp.deps.database.db
      .update(recipe)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(recipe.id, olderId));
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('preloads and shows the newest recipe’s picture, in a private answer kept apart per cookie', async () => {
    const response = await getPage('/saved', alice.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<link rel="preload" as="image" href="${newestUrl}" fetchpriority="high">`);
    expect(response.body).toContain(`.saved-frame__first-picture{background-image:url("${newestUrl}")}`);
    expect(response.body).not.toContain(olderUrl);
    // First in the head, so the preload scanner meets it before anything else.
    expect(response.body.indexOf(newestUrl)).toBeLessThan(response.body.indexOf('<title>'));
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('cookie');
  });

  it("never gives one cook another's picture, and adds nothing without a picture, a session or on another page", async () => {
    const bobs = await getPage('/saved', bob.cookie);
    expect(bobs.body).toContain('data-signed-in-shell');
    expect(bobs.body).not.toContain('/uploads/');
    expect(bobs.headers['cache-control']).toBe('private, no-cache');

    await saveRecipeId(testApp, bob, { title: 'No picture' });
    expect((await getPage('/saved', bob.cookie)).body).not.toContain('saved-frame__first-picture');

    // A session cookie that names no session (ended, expired): the visitor's shell, neither frame nor picture.
    for (const url of ['/saved', '/create']) {
      const stale = await getPage(url, 'better-auth.session_token=not-a-session.sig');
      expect(stale.body).not.toContain('data-signed-in-shell');
      expect(stale.body).toContain('<div id="root"></div>');
      expect(stale.body).not.toContain('/uploads/');
    }

    const create = await getPage('/create', alice.cookie);
    expect(create.body).toContain('data-signed-in-shell');
    expect(create.body).not.toContain(newestUrl);
  });

  it("writes a Free cook's save counter where the page will show it, and none for a Pro cook", async () => {
    const carol = await createTestUser(testApp);
    expect((await getPage('/saved', carol.cookie)).body).toContain('<style>.saved-page{--saved-frame-usage:"0 of 10 saved"}</style>');
    for (let count = 1; count <= 10; count += 1) await saveRecipeId(testApp, carol, { title: `Soup ${count}` });
    // Full: the line the page shows with its upgrade link (it wraps under the heading on a phone).
    expect((await getPage('/saved', carol.cookie)).body).toContain('--saved-frame-usage:"10 of 10 saved · Upgrade to Pro for unlimited saves"');

    await testApp.deps.database.db.update(profile).set({ subscriptionStatus: 'pro' }).where(eq(profile.userId, carol.id));
    const pro = await getPage('/saved', carol.cookie);
    expect(pro.body).toContain('data-signed-in-shell');
    expect(pro.body).not.toContain('--saved-frame-usage');
  });

  it('leaves out an address that would need escaping in the HTML or the CSS', async () => {
    const id = await saveRecipeId(testApp, bob, { title: 'Odd address' });
    await testApp.deps.database.db.update(recipe).set({ imageUrl: '/uploads/x") ;background:url("/evil' }).where(eq(recipe.id, id));
    const response = await getPage('/saved', bob.cookie);
    expect(response.body).toContain('data-signed-in-shell');
    expect(response.body).not.toContain('/evil');
  });
});

describe('a signed-in frame whose cook-specific head cannot be read', () => {
  it('is still sent, bare and private, and the failure is logged', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'forkcast-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Forkcast</title><div id="root"></div>');
    mkdirSync(path.join(webDir, 'prerendered', 'signed-in'), { recursive: true });
    writeFileSync(path.join(webDir, 'prerendered', 'signed-in', 'saved.html'), FRAME);
    const uploadsDir = mkdtempSync(path.join(tmpdir(), 'forkcast-uploads-'));
    const log = createCapturedLogger('warn');
    const app = Fastify({ loggerInstance: log.logger });
    await app.register(staticPlugin, {
      webDir,
      uploadsDir,
      storage: createLocalStorage(uploadsDir),
      sessionCookieName: 'better-auth.session_token',
      resolveSignedInHead: () => Promise.reject(new Error('database down')),
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/saved', headers: { cookie: 'better-auth.session_token=abc.def' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(FRAME);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(log.read()).toContain('the signed-in frame was sent without its cook-specific head');
    } finally {
      await app.close();
    }
  });
});
