import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';

describe('POST /create-checkout-session', () => {
  let testApp: TTestApp;
  let verified: TTestUser;
  let unverified: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PAYMENTS: 'off' } });
    verified = await createTestUser(testApp);
    unverified = await createTestUser(testApp, { isVerified: false });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const postCheckout = (payload: object, cookie?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/create-checkout-session',
      headers: cookie ? { cookie } : {},
      payload,
    });

  it('refuses a visitor with 401 before looking at the body', async () => {
    const response = await postCheckout({ nonsense: true });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Authentication required.', code: 'UNAUTHORIZED' });
  });

  it('refuses an unverified user with 403', async () => {
    const response = await postCheckout({ userId: unverified.id, priceType: 'monthly' }, unverified.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('rejects an unknown price type with a 400 naming the field', async () => {
    const response = await postCheckout({ userId: verified.id, priceType: 'weekly' }, verified.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().error).toContain('priceType');
  });

  it('rejects a missing userId with 400', async () => {
    const response = await postCheckout({ priceType: 'yearly' }, verified.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it("answers 404 for another user's id", async () => {
    const response = await postCheckout({ userId: unverified.id, priceType: 'monthly' }, verified.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'User not found.', code: 'NOT_FOUND' });
  });

  it('answers 501 BILLING_NOT_CONFIGURED when payments are off', async () => {
    for (const priceType of ['monthly', 'yearly']) {
      const response = await postCheckout({ userId: verified.id, priceType }, verified.cookie);
      expect(response.statusCode, priceType).toBe(501);
      expect(response.json()).toEqual({ error: 'Billing is not configured on this server.', code: 'BILLING_NOT_CONFIGURED' });
    }
  });
});
