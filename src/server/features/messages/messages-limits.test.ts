import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversation, message } from '../../db/schema.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { injectAs, submitContact } from '../../test/messages-test-helpers.ts';
import { RATE_LIMITS } from '../../rate-limit/rate-rules.ts';

const [CONTACT_RATE_RULE] = RATE_LIMITS['contact-submission'].rules;
const [MESSAGE_RATE_RULE] = RATE_LIMITS['conversation-message'].rules;

describe('messages API: per-account rate limits and races', () => {
  let testApp: TTestApp;
  let admin: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createTestUser(testApp, { role: 'admin' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it(`accepts ${CONTACT_RATE_RULE.max} contact submissions an hour per account and refuses the next with a clear 429`, async () => {
    const cook = await createTestUser(testApp);
    const other = await createTestUser(testApp);
    for (let index = 0; index < CONTACT_RATE_RULE.max; index += 1) await submitContact(testApp, cook, { message: `Question ${index}` });
    const refused = await injectAs(testApp, cook, 'POST', '/api/contact-submission', { name: 'A', email: 'a@example.test', message: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'You have sent several messages recently. Please wait an hour before sending another.', code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await testApp.deps.database.db.select().from(conversation).where(eq(conversation.userId, cook.id));
    expect(rows).toHaveLength(CONTACT_RATE_RULE.max);
    // Another account has its own allowance.
    await submitContact(testApp, other);
  });

  it(`lets exactly ${MESSAGE_RATE_RULE.max} of 40 concurrent messages through in a minute`, async () => {
    const cook = await createTestUser(testApp);
    const id = await submitContact(testApp, cook);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => injectAs(testApp, cook, 'POST', `/api/conversations/${id}/messages`, { text: `burst ${index}` })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MESSAGE_RATE_RULE.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - MESSAGE_RATE_RULE.max);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.json().error).toBe('You are sending messages too quickly. Please wait a minute and try again.');
    const rows = await testApp.deps.database.db.select().from(message).where(eq(message.conversationId, id));
    expect(rows).toHaveLength(MESSAGE_RATE_RULE.max + 1);
  });

  it('never stores a message after the end: sends racing an end either land before it or get 409', async () => {
    const cook = await createTestUser(testApp);
    const id = await submitContact(testApp, cook);
    const sends = Array.from({ length: 10 }, (_, index) => injectAs(testApp, cook, 'POST', `/api/conversations/${id}/messages`, { text: `race ${index}` }));
    const end = injectAs(testApp, admin, 'PATCH', `/api/conversations/${id}/end`);
    const [endResponse, ...sendResponses] = await Promise.all([end, ...sends]);
    expect(endResponse?.statusCode).toBe(200);
    const endedAt = new Date(endResponse?.json().endedAt).getTime();
    expect(sendResponses.every((response) => response.statusCode === 201 || response.statusCode === 409)).toBe(true);
    const rows = await testApp.deps.database.db.select().from(message).where(eq(message.conversationId, id));
    expect(rows).toHaveLength(1 + sendResponses.filter((response) => response.statusCode === 201).length);
    expect(rows.every((row) => row.timestamp.getTime() <= endedAt)).toBe(true);
    const late = await injectAs(testApp, cook, 'POST', `/api/conversations/${id}/messages`, { text: 'after the end' });
    expect(late.statusCode).toBe(409);
  });
});
