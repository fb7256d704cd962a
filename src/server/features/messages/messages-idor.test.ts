import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversation, message } from '../../db/schema.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { injectAs, submitContact, type TMethod } from '../../test/messages-test-helpers.ts';

describe("messages API: another cook reaches nothing of the first cook's conversation", () => {
  let testApp: TTestApp;
  let owner: TTestUser;
  let intruder: TTestUser;
  let id: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createTestUser(testApp, { name: 'Owner' });
    intruder = await createTestUser(testApp, { name: 'Intruder' });
    id = await submitContact(testApp, owner, { message: 'My private question' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers 404 (or 403 on admin routes) on every conversation route and changes nothing', async () => {
    const snapshot = async () => ({
      conversation: await testApp.deps.database.db.select().from(conversation).where(eq(conversation.id, id)),
      messages: await testApp.deps.database.db.select().from(message).where(eq(message.conversationId, id)),
    });
    const before = await snapshot();

    const attempts: { method: TMethod; url: string; payload?: object; status: number }[] = [
      { method: 'GET', url: `/api/conversations/${id}/messages`, status: 404 },
      { method: 'GET', url: `/api/conversations/${id}/messages?limit=20`, status: 404 },
      { method: 'POST', url: `/api/conversations/${id}/messages`, payload: { text: 'I got in', senderId: owner.id, senderName: 'Owner' }, status: 404 },
      { method: 'PATCH', url: `/api/conversations/${id}/read`, payload: { role: 'user' }, status: 404 },
      { method: 'PATCH', url: `/api/conversations/${id}/read`, payload: { role: 'admin' }, status: 404 },
      { method: 'PATCH', url: `/api/conversations/${id}/end`, status: 403 },
      { method: 'DELETE', url: `/api/conversations/${id}`, status: 404 },
      { method: 'DELETE', url: `/api/admin/conversations/${id}`, status: 403 },
      { method: 'GET', url: '/api/admin/conversations', status: 403 },
    ];
    for (const attempt of attempts) {
      const response = await injectAs(testApp, intruder, attempt.method, attempt.url, attempt.payload);
      expect({ url: attempt.url, method: attempt.method, status: response.statusCode }).toEqual({
        url: attempt.url,
        method: attempt.method,
        status: attempt.status,
      });
      expect(response.body).not.toContain('My private question');
    }

    const listed = await injectAs(testApp, intruder, 'GET', '/api/user/conversations');
    expect(listed.json()).toEqual([]);
    expect((await injectAs(testApp, intruder, 'GET', '/api/user/conversations/unread-count')).json()).toEqual({ unreadCount: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('answers the same 404 for an id that does not exist', async () => {
    const response = await injectAs(testApp, intruder, 'GET', '/api/conversations/no-such-id/messages');
    const probe = await injectAs(testApp, intruder, 'GET', `/api/conversations/${id}/messages`);
    expect(response.statusCode).toBe(404);
    expect(probe.json()).toEqual(response.json());
  });
});
