import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUsageMonth } from '../../domain/plan.ts';
import { toAddressHash } from './address-hash.ts';
import { deletedAccountUsage, profile, user } from '../db/schema.ts';
import { createFakeGenerator } from '../test/fake-generation.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../test/test-app.ts';
import { createTestUser, type TTestUser } from '../test/test-users.ts';

describe('the month’s generations follow the address across a deleted account', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ overrides: { generator: createFakeGenerator() } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  function generate(cook: TTestUser) {
    return testApp.app.inject({
      method: 'POST',
      url: '/generate-recipe',
      headers: { cookie: cook.cookie },
      payload: { userId: cook.id, prompt: 'a chickpea salad' },
    });
  }

  async function useGenerations(cook: TTestUser, count: number): Promise<void> {
    for (let index = 0; index < count; index += 1) expect((await generate(cook)).statusCode).toBe(200);
  }

  async function deleteOwnAccount(cook: TTestUser): Promise<void> {
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: { cookie: cook.cookie, origin: TEST_APP_URL },
      payload: { currentPassword: cook.password },
    });
    expect(response.statusCode).toBe(200);
  }

  async function readGenerationsLeft(cook: TTestUser): Promise<unknown> {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: cook.cookie } });
    const row = await testApp.deps.database.db.query.profile.findFirst({ where: eq(profile.userId, cook.id) });
    return { status: response.statusCode, usageCount: row?.usageCount };
  }

  it('gives no fresh free generations to a new account with the address of one deleted this month', async () => {
    const email = 'again-and-again@example.test';
    const first = await createTestUser(testApp, { email });
    await useGenerations(first, 5);
    await deleteOwnAccount(first);

    const second = await createTestUser(testApp, { email });
    expect(await readGenerationsLeft(second)).toEqual({ status: 200, usageCount: 5 });
    const refused = await generate(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'LIMIT_REACHED' });
  });

  it('carries a partly used month, and an admin deletion keeps it too', async () => {
    const email = 'partly@example.test';
    const first = await createTestUser(testApp, { email });
    await useGenerations(first, 3);
    const admin = await createTestUser(testApp, { role: 'admin' });
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${first.id}`,
      headers: { cookie: admin.cookie, origin: TEST_APP_URL },
    });
    expect(removed.statusCode).toBe(204);

    const second = await createTestUser(testApp, { email });
    await useGenerations(second, 2);
    expect((await generate(second)).statusCode).toBe(429);
  });

  it('keeps only a keyed hash of the address and the month’s count: no address, no user row', async () => {
    const email = 'hash-only@example.test';
    const cook = await createTestUser(testApp, { email });
    await useGenerations(cook, 2);
    await deleteOwnAccount(cook);

    const db = testApp.deps.database.db;
    const expectedHash = createHmac('sha256', testApp.deps.config.AUTH_SECRET).update(email).digest('hex');
    const [row] = await db.select().from(deletedAccountUsage).where(eq(deletedAccountUsage.addressHash, expectedHash));
    expect(row).toEqual({ addressHash: expectedHash, usageMonth: toUsageMonth(), usageCount: 2 });
    const everyRow = JSON.stringify(await db.select().from(deletedAccountUsage));
    expect(everyRow).not.toContain('hash-only');
    expect(await db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it('hashes the normalised address: case, outer spaces and Unicode form do not make a new one', () => {
    const secret = testApp.deps.config.AUTH_SECRET;
    expect(toAddressHash(' Zoë@Example.TEST ', secret)).toBe(toAddressHash('zo\u0065\u0308@example.test', secret));
    expect(toAddressHash('zoe@example.test', secret)).not.toBe(toAddressHash('zoë@example.test', secret));
    expect(toAddressHash('zoe@example.test', secret)).not.toBe(toAddressHash('zoe@example.test', `${secret}x`));
  });

  it('gives a different address and a past month’s deletion the full five', async () => {
    const cook = await createTestUser(testApp, { email: 'last-month@example.test' });
    await useGenerations(cook, 5);
    await deleteOwnAccount(cook);
    await testApp.deps.database.db.update(deletedAccountUsage).set({ usageMonth: '2000-01' });

    const again = await createTestUser(testApp, { email: 'last-month@example.test' });
    const other = await createTestUser(testApp, { email: 'someone-else@example.test' });
    expect(await readGenerationsLeft(again)).toEqual({ status: 200, usageCount: 0 });
    await useGenerations(other, 5);
  });
});
