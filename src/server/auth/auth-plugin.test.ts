import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/test-users.ts';

describe('auth mount', () => {
  let testApp: TTestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { ADMIN_EMAILS: 'boss@example.test' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('signs up, verifies through the e-mailed link and reads the session', async () => {
    const cook = await createTestUser(testApp);
    expect(cook.cookie).toContain('session_token');
    const session = await testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: cook.cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ email: cook.email, emailVerified: true, role: 'user' });
    const link = testApp.mailbox.find((mail) => mail.to === cook.email)?.link ?? '';
    expect(link.startsWith('http://localhost:3000/verify-email?oobCode=')).toBe(true);
  });

  it('writes the free profile at sign-up', async () => {
    const cook = await createTestUser(testApp);
    const row = await testApp.deps.database.db.query.profile.findFirst({ where: (table, { eq }) => eq(table.userId, cook.id) });
    expect(row).toMatchObject({ subscriptionStatus: 'free', usageCount: 0, vegan: false, nutFree: false });
    expect(row?.usageMonth).toMatch(/^\d{4}-\d{2}$/);
  });

  it('gives ADMIN_EMAILS accounts the admin role', async () => {
    const boss = await createTestUser(testApp, { email: 'boss@example.test' });
    const session = await testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: boss.cookie } });
    expect(session.json().user.role).toBe('admin');
  });

  it('accepts a bearer token in place of the cookie', async () => {
    const cook = await createTestUser(testApp, { isVerified: true });
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: cook.email, password: cook.password },
    });
    const token = signIn.headers['set-auth-token'];
    expect(typeof token).toBe('string');
    const session = await testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { authorization: `Bearer ${String(token)}` } });
    expect(session.json().user.email).toBe(cook.email);
  });
});
