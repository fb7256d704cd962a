import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../rate-limit/rate-rules.ts';
import { conversation, message, user } from '../../db/schema.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD, type TTestUser } from '../../test/test-users.ts';

const ADMIN_EMAIL = 'boss@example.test';
const URL_PATH = '/api/contact-submission/disabled-account';

describe('POST /api/contact-submission/disabled-account (a disabled account can reach support)', () => {
  let testApp: TTestApp;
  let disabled: TTestUser;
  let active: TTestUser;
  // Every test writes from its own address: the per-address limits are tested on their own.
  let nextAddress = 1;
  const send = (payload: object, ip = `203.0.113.${nextAddress++}`) =>
    testApp.app.inject({ method: 'POST', url: URL_PATH, headers: { origin: TEST_APP_URL }, remoteAddress: ip, payload });
  const countConversations = async (userId: string) =>
    (await testApp.deps.database.db.select().from(conversation).where(eq(conversation.userId, userId))).length;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    disabled = await createTestUser(testApp, { name: 'Dora Disabled' });
    active = await createTestUser(testApp, { name: 'Alma Active' });
    await testApp.deps.database.db.update(user).set({ banned: true }).where(eq(user.id, disabled.id));
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('opens a conversation under the account, signed out, and tells the admins', async () => {
    const before = testApp.mailbox.length;
    const response = await send({ email: ` ${disabled.email.toUpperCase()} `, password: TEST_PASSWORD, message: '  Why was my account disabled?  ' });
    expect(response.statusCode).toBe(201);
    const { conversationId, message: answer } = response.json();
    expect(answer).toBe('Message sent! An administrator will answer you by e-mail.');
    const [row] = await testApp.deps.database.db.select().from(conversation).where(eq(conversation.id, conversationId));
    expect(row).toMatchObject({
      userId: disabled.id,
      userName: 'Dora Disabled',
      userEmail: disabled.email,
      subject: 'Contact Form: Inquiry from Dora Disabled',
      isReadAdmin: false,
    });
    const messages = await testApp.deps.database.db.select().from(message).where(eq(message.conversationId, conversationId));
    expect(messages.map((sent) => sent.text)).toEqual(['Why was my account disabled?']);
    expect(testApp.mailbox.slice(before).map((mail) => mail.to)).toEqual([ADMIN_EMAIL]);
  });

  it('answers an unknown address and a wrong password alike, and stores nothing', async () => {
    const before = await countConversations(disabled.id);
    const unknown = await send({ email: 'nobody-here@example.test', password: TEST_PASSWORD, message: 'Hello' });
    const wrong = await send({ email: disabled.email, password: 'not the password at all', message: 'Hello' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: 'Invalid username or password', code: 'UNAUTHORIZED' });
    expect(wrong.json()).toEqual(unknown.json());
    expect(await countConversations(disabled.id)).toBe(before);
  });

  it('sends an active account to sign in and use the contact form', async () => {
    const response = await send({ email: active.email, password: TEST_PASSWORD, message: 'Hello' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('This account is not disabled. Log in and write to us from Contact Us.');
    expect(await countConversations(active.id)).toBe(0);
  });

  it('asks for every field and a plausible address', async () => {
    for (const payload of [{ email: disabled.email, password: TEST_PASSWORD, message: '   ' }, { email: disabled.email, message: 'Hi' }, {}]) {
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Please fill in all fields.', code: 'VALIDATION_ERROR' });
    }
    const badEmail = await send({ email: 'not-an-address', password: TEST_PASSWORD, message: 'Hi' });
    expect(badEmail.json().error).toBe('Please enter a valid email address');
    const tooLong = await send({ email: disabled.email, password: TEST_PASSWORD, message: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('counts tries per address, so password guessing stops', async () => {
    const [perMinute] = RATE_LIMITS['disabled-account-contact'].rules;
    const ip = '198.51.100.7';
    for (let attempt = 0; attempt < perMinute.max; attempt += 1) {
      expect((await send({ email: 'guess@example.test', password: `guess number ${attempt}`, message: 'Hi' }, ip)).statusCode).toBe(401);
    }
    const refused = await send({ email: disabled.email, password: TEST_PASSWORD, message: 'Hi' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});
