import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../test/test-users.ts';
import { postAuth, uniqueEmail } from '../test/accounts-test-helpers.ts';

// Issue 23: one rule for names (1–100 characters, no control characters) on every path that writes one.

const BAD_NAMES: Array<[string, string]> = [
  ['100,000 characters', 'a'.repeat(100_000)],
  ['empty', ''],
  ['only spaces', '   '],
  ['a CRLF', 'Ada\r\nLovelace'],
];

describe('names on every path that writes one', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function readName(id: string): Promise<string | undefined> {
    return (await testApp.deps.database.db.query.user.findFirst({ where: eq(user.id, id), columns: { name: true } }))?.name;
  }

  it.each(BAD_NAMES)('refuses a sign-up with a name that is %s, and creates nothing', async (_label, name) => {
    const email = uniqueEmail('named');
    const response = await postAuth(testApp, '/sign-up/email', { name, email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_NAME' });
    expect(await testApp.deps.database.db.query.user.findFirst({ where: eq(user.email, email) })).toBeUndefined();
  });

  it('refuses through /api/auth/update-user a 1,000,000-character, empty or CRLF name, and keeps the old one', async () => {
    const cook = await createTestUser(testApp, { name: 'Kept Name' });
    for (const name of ['a'.repeat(1_000_000), '', 'Ada\r\nLovelace']) {
      const response = await postAuth(testApp, '/update-user', { name }, { cookie: cook.cookie });
      expect(response.statusCode, name.slice(0, 20)).toBe(400);
      expect(response.body.length).toBeLessThan(500);
    }
    expect(await readName(cook.id)).toBe('Kept Name');
    expect((await postAuth(testApp, '/update-user', { name: '  Ada Lovelace  ' }, { cookie: cook.cookie })).statusCode).toBe(200);
    expect(await readName(cook.id)).toBe('Ada Lovelace');
  });

  it('lets /api/auth/update-user change the name only: an unbounded image or any other field is refused', async () => {
    const cook = await createTestUser(testApp, { name: 'Only Name' });
    for (const payload of [{ image: `https://example.test/${'a'.repeat(100_000)}` }, { name: 'Ada', image: 'x' }, { name: 'Ada', role: 'admin' }]) {
      const response = await postAuth(testApp, '/update-user', payload, { cookie: cook.cookie });
      expect(response.statusCode, Object.keys(payload).join()).toBe(400);
    }
    const row = await testApp.deps.database.db.query.user.findFirst({ where: eq(user.id, cook.id), columns: { name: true, image: true, role: true } });
    expect(row).toEqual({ name: 'Only Name', image: null, role: 'user' });
  });

  it('stores a sign-up name trimmed', async () => {
    const cook = await createTestUser(testApp, { name: '  Grace Hopper ' });
    expect(await readName(cook.id)).toBe('Grace Hopper');
  });

  it('refuses the same names through PATCH /api/profile with a clear 400', async () => {
    const cook = await createTestUser(testApp, { name: 'Profile Name' });
    for (const name of ['a'.repeat(101), '', 'Ada\r\nLovelace', 'Ada\u0000']) {
      const response = await testApp.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { origin: TEST_APP_URL, cookie: cook.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ name }),
      });
      expect(response.statusCode, JSON.stringify(name.slice(0, 20))).toBe(400);
      expect(response.json().code).toMatch(/^(VALIDATION_ERROR|BAD_REQUEST)$/);
    }
    expect(await readName(cook.id)).toBe('Profile Name');
  });
});
