import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminUserDetailsSchema, ZAdminUserSchema, ZListAdminAuditResponseSchema } from '../../../domain/admin-users.ts';
import { toUsageMonth } from '../../../domain/plan.ts';
import { ACCOUNT_DISABLED_MESSAGE } from '../../auth/auth.ts';
import { account, adminAuditLog, householdMember, profile, recipe, session, sharedRecipe, user } from '../../db/schema.ts';
import { createRecipeImageKey } from '../../providers/storage/recipe-image-keys.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, extractToken, signIn, toCookieHeader, type TTestUser } from '../../test/test-users.ts';
import { saveRecipeId } from '../../test/recipe-test-helpers.ts';
import { deleteUserAsAdmin } from './delete-user.ts';
import { setUserDisabled } from './set-user-disabled.ts';
import { LAST_ADMIN_MESSAGE, SELF_DELETE_MESSAGE, SELF_DISABLE_MESSAGE } from './lock-admin-target.ts';

describe('admin user actions', () => {
  let testApp: TTestApp;
  let admin: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createTestUser(testApp, { role: 'admin' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  function call(method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, cookie: string | null, payload?: unknown) {
    return testApp.app.inject({
      method,
      url,
      headers: {
        origin: TEST_APP_URL,
        ...(cookie ? { cookie } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  }

  async function countRows(table: typeof session | typeof recipe | typeof sharedRecipe | typeof account | typeof profile, userId: string) {
    const [row] = await testApp.deps.database.db.select({ total: count() }).from(table).where(eq(table.userId, userId));
    return row?.total ?? 0;
  }

  it('answers 401 signed out and 403 to unverified and ordinary users on every admin route', async () => {
    const cook = await createTestUser(testApp);
    const unverified = await createTestUser(testApp, { isVerified: false });
    const unverifiedAdmin = await createTestUser(testApp, { isVerified: false, role: 'admin' });
    const routes: Array<[method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: unknown]> = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${cook.id}`],
      ['PATCH', `/api/admin/users/${cook.id}`, { disabled: true }],
      ['POST', `/api/admin/users/${cook.id}/reset-count`],
      ['DELETE', `/api/admin/users/${cook.id}`],
      ['GET', '/api/admin/audit-log'],
      ['GET', '/api/admin/analytics'],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await call(method, url, null, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      for (const caller of [cook, unverified, unverifiedAdmin]) {
        const response = await call(method, url, caller.cookie, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await call(method, url, cook.cookie, payload)).json()).toEqual({ error: 'Access denied. Admin privileges required.', code: 'FORBIDDEN' });
    }
    // Nothing happened to the cook.
    const [row] = await testApp.deps.database.db.select().from(user).where(eq(user.id, cook.id));
    expect(row?.banned).toBe(false);
  });

  it('disables a cook: every session ends at once and sign-in answers the disabled message; enabling lifts it', async () => {
    const cook = await createTestUser(testApp);
    const second = toCookieHeader((await signIn(testApp, cook.email, cook.password)).headers['set-cookie']);
    expect(await countRows(session, cook.id)).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/api/profile', second)).statusCode).toBe(200);

    const disabled = await call('PATCH', `/api/admin/users/${cook.id}`, admin.cookie, { disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(ZAdminUserSchema.parse(disabled.json())).toMatchObject({ id: cook.id, disabled: true });
    expect(await countRows(session, cook.id)).toBe(0);
    for (const cookie of [cook.cookie, second]) {
      expect((await call('GET', '/api/profile', cookie)).statusCode).toBe(401);
    }
    const refused = await signIn(testApp, cook.email, cook.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: ACCOUNT_DISABLED_MESSAGE });

    const enabled = await call('PATCH', `/api/admin/users/${cook.id}`, admin.cookie, { disabled: false });
    expect(enabled.json()).toMatchObject({ disabled: false });
    const again = await signIn(testApp, cook.email, cook.password);
    expect(again.statusCode).toBe(200);
    expect((await call('GET', '/api/profile', toCookieHeader(again.headers['set-cookie']))).statusCode).toBe(200);
  });

  it('resets the monthly count to 0 in the current month', async () => {
    const cook = await createTestUser(testApp);
    const db = testApp.deps.database.db;
    await db.update(profile).set({ usageCount: 5, usageMonth: toUsageMonth() }).where(eq(profile.userId, cook.id));
    expect((await call('GET', '/api/profile', cook.cookie)).json()).toMatchObject({ generationsLeft: 0 });
    const response = await call('POST', `/api/admin/users/${cook.id}/reset-count`, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ usageCount: 0, recipeCount: 0, usageMonth: toUsageMonth() });
    const [row] = await db.select().from(profile).where(eq(profile.userId, cook.id));
    expect(row).toMatchObject({ usageCount: 0, usageMonth: toUsageMonth() });
    expect((await call('GET', '/api/profile', cook.cookie)).json()).toMatchObject({ generationsLeft: 5 });
  });

  it('deletes the account with every row and file it owns, and leaves other cooks untouched', async () => {
    const cook = await createTestUser(testApp);
    const other = await createTestUser(testApp);
    const { storage } = testApp.deps;
    const image = await storage.put(createRecipeImageKey(cook.id, 'svg'), Buffer.from('<svg/>'), 'image/svg+xml');
    const otherImage = await storage.put(createRecipeImageKey(other.id, 'svg'), Buffer.from('<svg/>'), 'image/svg+xml');
    const recipeId = await saveRecipeId(testApp, cook, { imageUrl: image.url });
    await saveRecipeId(testApp, cook);
    expect((await call('POST', `/api/recipes/${recipeId}/share`, cook.cookie)).statusCode).toBe(200);
    const otherRecipe = await saveRecipeId(testApp, other, { imageUrl: otherImage.url });
    // The cook also saved a copy pointing at the other cook's image: that file must stay.
    await saveRecipeId(testApp, cook, { imageUrl: otherImage.url });
    const otherSessions = await countRows(session, other.id);
    const file = path.join(testApp.dataDir, 'uploads', image.key);
    const otherFile = path.join(testApp.dataDir, 'uploads', otherImage.key);
    expect(existsSync(file)).toBe(true);

    const totalBefore = (await call('GET', '/api/admin/users', admin.cookie)).json().total;
    const response = await call('DELETE', `/api/admin/users/${cook.id}`, admin.cookie);
    expect(response.statusCode, response.body).toBe(204);
    // The trigger-kept total follows deletions.
    expect((await call('GET', '/api/admin/users', admin.cookie)).json().total).toBe(totalBefore - 1);
    const db = testApp.deps.database.db;
    expect(await db.select().from(user).where(eq(user.id, cook.id))).toEqual([]);
    for (const table of [session, account, profile, recipe, sharedRecipe] as const) {
      expect(await countRows(table, cook.id)).toBe(0);
    }
    expect(existsSync(file)).toBe(false);
    expect(existsSync(otherFile)).toBe(true);
    expect((await call('GET', '/api/profile', cook.cookie)).statusCode).toBe(401);
    expect((await call('GET', `/api/recipes/${otherRecipe}`, other.cookie)).statusCode).toBe(200);
    expect(await countRows(session, other.id)).toBe(otherSessions);
    expect((await call('DELETE', `/api/admin/users/${cook.id}`, admin.cookie)).statusCode).toBe(404);
  });

  it("shows a cook's details with their household: its name, every member with their role, the owner first", async () => {
    const [host, guest] = await Promise.all([createTestUser(testApp, { name: 'Hazel' }), createTestUser(testApp, { name: 'Gil' })]);
    const invited = await call('POST', '/api/household/invitations', host.cookie, { email: guest.email });
    expect(invited.statusCode).toBe(201);
    const mail = [...testApp.mailbox].reverse().find((message) => message.to === guest.email && message.link?.includes('/household/join'));
    expect((await call('POST', '/api/household/invitations/accept', guest.cookie, { token: extractToken(mail?.link, 'token') })).statusCode).toBe(200);

    const details = await call('GET', `/api/admin/users/${guest.id}`, admin.cookie);
    expect(details.statusCode).toBe(200);
    const body = ZAdminUserDetailsSchema.parse(details.json());
    expect(body).toMatchObject({ id: guest.id, email: guest.email, name: 'Gil', disabled: false });
    expect(body.household?.name).toBe("Hazel's household");
    expect(body.household?.members).toEqual([
      { userId: host.id, name: 'Hazel', email: host.email, role: 'owner' },
      { userId: guest.id, name: 'Gil', email: guest.email, role: 'member' },
    ]);
    // Reading changes nothing; a cook with no household row (made by hand) shows none rather than getting one.
    const loner = await createTestUser(testApp);
    await testApp.deps.database.db.delete(householdMember).where(eq(householdMember.userId, loner.id));
    const alone = ZAdminUserDetailsSchema.parse((await call('GET', `/api/admin/users/${loner.id}`, admin.cookie)).json());
    expect(alone.household).toBeNull();
    const [memberships] = await testApp.deps.database.db.select({ total: count() }).from(householdMember).where(eq(householdMember.userId, loner.id));
    expect(memberships?.total).toBe(0);
  });

  it('answers 404 for an unknown user on every action', async () => {
    expect((await call('GET', '/api/admin/users/nobody', admin.cookie)).json()).toEqual({ error: 'User not found.', code: 'NOT_FOUND' });
    expect((await call('PATCH', '/api/admin/users/nobody', admin.cookie, { disabled: true })).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/users/nobody/reset-count', admin.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/users/nobody', admin.cookie)).json()).toEqual({ error: 'User not found.', code: 'NOT_FOUND' });
  });

  it('refuses a bad body with a clear 400', async () => {
    const cook = await createTestUser(testApp);
    for (const payload of [{}, { disabled: 'yes' }, { disabled: true, role: 'admin' }]) {
      const response = await call('PATCH', `/api/admin/users/${cook.id}`, admin.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('never lets an admin disable or delete their own account', async () => {
    const disable = await call('PATCH', `/api/admin/users/${admin.id}`, admin.cookie, { disabled: true });
    expect(disable.statusCode).toBe(409);
    expect(disable.json()).toEqual({ error: SELF_DISABLE_MESSAGE, code: 'CONFLICT' });
    const remove = await call('DELETE', `/api/admin/users/${admin.id}`, admin.cookie);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ error: SELF_DELETE_MESSAGE, code: 'CONFLICT' });
    const [row] = await testApp.deps.database.db.select().from(user).where(eq(user.id, admin.id));
    expect(row).toMatchObject({ banned: false, role: 'admin' });
  });

  it('keeps the last admin: two admins removing each other at once cannot both succeed', async () => {
    const isolated = await createTestApp();
    try {
      const first = await createTestUser(isolated, { role: 'admin' });
      const second = await createTestUser(isolated, { role: 'admin' });
      const remove = (caller: TTestUser, target: TTestUser, method: 'DELETE' | 'PATCH') =>
        isolated.app.inject({
          method,
          url: `/api/admin/users/${target.id}`,
          headers: { origin: TEST_APP_URL, cookie: caller.cookie, ...(method === 'PATCH' ? { 'content-type': 'application/json' } : {}) },
          payload: method === 'PATCH' ? JSON.stringify({ disabled: true }) : undefined,
        });
      const results = await Promise.all([remove(first, second, 'DELETE'), remove(second, first, 'PATCH')]);
      expect(results.filter((response) => response.statusCode < 300)).toHaveLength(1);
      // The loser is signed out (401), no longer an admin (403) or would remove the last admin (409),
      // depending on where its request was when the winner committed.
      const refused = results.find((response) => response.statusCode >= 400);
      expect([401, 403, 409]).toContain(refused?.statusCode);
      const admins = await isolated.deps.database.db.select().from(user).where(eq(user.role, 'admin'));
      expect(admins.filter((row) => row.banned !== true)).toHaveLength(1);
    } finally {
      await isolated.close();
    }
  });

  it('refuses with 409 to remove the last active admin', async () => {
    const isolated = await createTestApp();
    try {
      const first = await createTestUser(isolated, { role: 'admin' });
      const second = await createTestUser(isolated, { role: 'admin' });
      const { db } = isolated.deps.database;
      // The second admin was disabled a moment ago but its request is already past the role check.
      await db.update(user).set({ banned: true }).where(eq(user.id, second.id));
      await expect(deleteUserAsAdmin(db, { id: second.id, email: second.email }, first.id, isolated.deps.config.AUTH_SECRET)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: LAST_ADMIN_MESSAGE,
      });
      await expect(setUserDisabled(db, { id: second.id, email: second.email }, first.id, true)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: LAST_ADMIN_MESSAGE,
      });
      const [row] = await db.select().from(user).where(eq(user.id, first.id));
      expect(row).toMatchObject({ banned: false, role: 'admin' });
    } finally {
      await isolated.close();
    }
  });

  it('answers 403 once the caller is no longer an active admin', async () => {
    const former = await createTestUser(testApp, { role: 'admin' });
    const cook = await createTestUser(testApp);
    await testApp.deps.database.db.update(user).set({ role: 'user' }).where(eq(user.id, former.id));
    expect((await call('PATCH', `/api/admin/users/${cook.id}`, former.cookie, { disabled: true })).statusCode).toBe(403);
  });

  it('writes every action to the audit log, newest first', async () => {
    const cook = await createTestUser(testApp, { email: `audited-${Date.now()}@example.test` });
    await call('PATCH', `/api/admin/users/${cook.id}`, admin.cookie, { disabled: true });
    await call('PATCH', `/api/admin/users/${cook.id}`, admin.cookie, { disabled: false });
    await call('POST', `/api/admin/users/${cook.id}/reset-count`, admin.cookie);
    await call('DELETE', `/api/admin/users/${cook.id}`, admin.cookie);
    const response = await call('GET', '/api/admin/audit-log?pageSize=4', admin.cookie);
    expect(response.statusCode).toBe(200);
    const body = ZListAdminAuditResponseSchema.parse(response.json());
    expect(body.entries.map((entry) => entry.action)).toEqual(['user.delete', 'user.reset_count', 'user.enable', 'user.disable']);
    for (const entry of body.entries) {
      expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetId: cook.id, targetEmail: cook.email });
    }
    const [stored] = await testApp.deps.database.db.select({ total: count() }).from(adminAuditLog).where(eq(adminAuditLog.targetId, cook.id));
    expect(stored?.total).toBe(4);
  });
});
