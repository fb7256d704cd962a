import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversation, message, user } from '../../db/schema.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { injectAs, submitContact } from '../../test/messages-test-helpers.ts';

const ADMIN_EMAIL = 'boss@example.test';

describe('messages API: contact form, conversations, read flags, ending, deleting', () => {
  let testApp: TTestApp;
  let cook: TTestUser;
  let admin: TTestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { ADMIN_EMAILS: `${ADMIN_EMAIL}, second-admin@example.test` } });
    cook = await createTestUser(testApp, { name: 'Ada Cook' });
    admin = await createTestUser(testApp, { email: ADMIN_EMAIL, name: 'The Boss' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const as = (user: TTestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    injectAs(testApp, user, method, url, payload);

  describe('POST /api/contact-submission', () => {
    it('needs a signed-in user (the route policy answers; the form shows the spec sentence)', async () => {
      const response = await as(null, 'POST', '/api/contact-submission', { name: 'A', email: 'a@example.test', message: 'Hi' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Authentication required.', code: 'UNAUTHORIZED' });
      expect(await testApp.deps.database.db.select().from(conversation)).toHaveLength(0);
    });

    it('needs a verified e-mail', async () => {
      const unverified = await createTestUser(testApp, { isVerified: false });
      const response = await as(unverified, 'POST', '/api/contact-submission', { name: 'A', email: 'a@example.test', message: 'Hi' });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
    });

    it('asks for every field, blank or missing', async () => {
      for (const payload of [
        { name: '', email: 'a@example.test', message: 'Hi' },
        { name: 'Ada', email: '   ', message: 'Hi' },
        { name: 'Ada', email: 'a@example.test', message: '  \n ' },
        { name: 'Ada', email: 'a@example.test' },
        {},
      ]) {
        const response = await as(cook, 'POST', '/api/contact-submission', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'Please fill in all fields.', code: 'VALIDATION_ERROR' });
      }
    });

    it('refuses a name with a line break or another control character, and mails no one', async () => {
      const before = testApp.mailbox.length;
      for (const name of ['Ada\r\nBcc: victim@example.test', 'Ada\nX: y', 'Ada\rB', 'Ada\u0007', 'Ada\u0085next']) {
        const response = await as(cook, 'POST', '/api/contact-submission', { name, email: 'a@example.test', message: 'Hi' });
        expect(response.statusCode, JSON.stringify(name)).toBe(400);
        expect(response.json()).toEqual({
          error: expect.stringContaining('Names cannot contain line breaks or control characters.'),
          code: 'VALIDATION_ERROR',
        });
      }
      expect(testApp.mailbox.length).toBe(before);
    });

    it('refuses an invalid e-mail and a message over 5,000 characters', async () => {
      const badEmail = await as(cook, 'POST', '/api/contact-submission', { name: 'Ada', email: 'not-an-email', message: 'Hi' });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().error).toBe('Please enter a valid email address');
      const tooLong = await as(cook, 'POST', '/api/contact-submission', { name: 'Ada', email: 'a@example.test', message: 'x'.repeat(5001) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error).toContain('at most 5,000 characters');
    });

    it('opens a conversation with the message as its first message, unread for admins, and e-mails the admins', async () => {
      const before = testApp.mailbox.length;
      const response = await as(cook, 'POST', '/api/contact-submission', { name: ' Ada ', email: 'ada@example.test', message: '  Where is my recipe?  ' });
      expect(response.statusCode).toBe(201);
      const { conversationId, message: text } = response.json();
      expect(text).toBe('Message sent! We will reply in your Messages.');

      const [row] = await testApp.deps.database.db.select().from(conversation).where(eq(conversation.id, conversationId));
      expect(row).toMatchObject({
        userId: cook.id,
        subject: 'Contact Form: Inquiry from Ada',
        userName: 'Ada',
        userEmail: 'ada@example.test',
        status: 'open',
        isReadAdmin: false,
        isReadUser: true,
        isDeletedByUser: false,
        lastMessageSnippet: 'Where is my recipe?',
        adminName: null,
      });
      const messages = await testApp.deps.database.db.select().from(message).where(eq(message.conversationId, conversationId));
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ text: 'Where is my recipe?', senderId: cook.id, senderName: 'Ada', senderRole: 'user' });

      const mails = testApp.mailbox.slice(before);
      expect(mails.map((mail) => mail.to).sort()).toEqual([ADMIN_EMAIL, 'second-admin@example.test']);
      expect(mails[0]?.subject).toBe('New contact form submission from Ada');
      expect(mails[0]?.link).toBe('http://localhost:3000/admin?tab=messages');
      expect(mails[0]?.text).not.toContain('Where is my recipe?');
    });
  });

  describe('a conversation from first message to the end', () => {
    let id: string;

    beforeAll(async () => {
      id = await submitContact(testApp, cook, { name: 'Ada', message: 'First question' });
    });

    it('lists it for the cook and for the admin, and only the admin may use the admin list', async () => {
      const mine = await as(cook, 'GET', '/api/user/conversations?limit=20');
      expect(mine.statusCode).toBe(200);
      expect(mine.json()[0]).toMatchObject({ id, subject: 'Contact Form: Inquiry from Ada', lastMessageSnippet: 'First question', status: 'open' });
      const all = await as(admin, 'GET', '/api/admin/conversations');
      expect(all.statusCode).toBe(200);
      expect(all.json().map((item: { id: string }) => item.id)).toContain(id);
      const refused = await as(cook, 'GET', '/api/admin/conversations');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('Access denied. Admin privileges required.');
      expect((await as(null, 'GET', '/api/user/conversations')).statusCode).toBe(401);
    });

    it('lets the admin reply as Admin: unread for the cook, read for admins, snippet updated, one e-mail without the text', async () => {
      await as(admin, 'PATCH', `/api/conversations/${id}/read`, { role: 'admin' });
      const before = testApp.mailbox.length;
      const response = await as(admin, 'POST', `/api/conversations/${id}/messages`, {
        text: '  Hello Ada, here is the answer.  ',
        senderId: cook.id,
        senderName: 'Forged',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        text: 'Hello Ada, here is the answer.',
        senderId: admin.id,
        senderName: 'Admin',
        senderRole: 'admin',
        conversationId: id,
      });

      const [row] = await testApp.deps.database.db.select().from(conversation).where(eq(conversation.id, id));
      expect(row).toMatchObject({ isReadUser: false, isReadAdmin: true, lastMessageSnippet: 'Hello Ada, here is the answer.', adminName: 'Admin' });

      const mails = testApp.mailbox.slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: cook.email,
        subject: 'You have a new reply from Forkcast support',
        link: `http://localhost:3000/create?conversation=${id}`,
      });
      expect(mails[0]?.text).not.toContain('here is the answer');
      expect(mails[0]?.html).not.toContain('here is the answer');

      // A second reply while the cook has not read the first sends no second e-mail.
      await as(admin, 'POST', `/api/conversations/${id}/messages`, { text: 'One more thing.' });
      expect(testApp.mailbox.length).toBe(before + 1);
    });

    it('counts it unread for the cook until they mark it read', async () => {
      expect((await as(cook, 'GET', '/api/user/conversations/unread-count')).json()).toEqual({ unreadCount: 1 });
      const read = await as(cook, 'PATCH', `/api/conversations/${id}/read`, { role: 'user' });
      expect(read.statusCode).toBe(204);
      expect((await as(cook, 'GET', '/api/user/conversations/unread-count')).json()).toEqual({ unreadCount: 0 });
    });

    it('refuses marking read for the other role', async () => {
      const response = await as(cook, 'PATCH', `/api/conversations/${id}/read`, { role: 'admin' });
      expect(response.statusCode).toBe(403);
      const [row] = await testApp.deps.database.db.select().from(conversation).where(eq(conversation.id, id));
      expect(row?.isReadAdmin).toBe(true);
      expect((await as(cook, 'PATCH', `/api/conversations/${id}/read`, { role: 'boss' })).statusCode).toBe(400);
    });

    it('takes the cook sender from the session: their name, unread for admins, read for the cook, snippet of 100 characters', async () => {
      const long = `${'a'.repeat(99)}bcdef`;
      const response = await as(cook, 'POST', `/api/conversations/${id}/messages`, { text: long, senderId: admin.id, senderName: 'Admin' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ senderId: cook.id, senderName: 'Ada Cook', senderRole: 'user' });
      const [row] = await testApp.deps.database.db.select().from(conversation).where(eq(conversation.id, id));
      expect(row).toMatchObject({ isReadAdmin: false, isReadUser: true, lastMessageSnippet: `${'a'.repeat(99)}b` });
    });

    it('refuses a blank message and one over 5,000 characters', async () => {
      const blank = await as(cook, 'POST', `/api/conversations/${id}/messages`, { text: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error).toBe('Please type a message before sending.');
      const long = await as(cook, 'POST', `/api/conversations/${id}/messages`, { text: 'x'.repeat(5001) });
      expect(long.statusCode).toBe(400);
      const exact = await as(cook, 'POST', `/api/conversations/${id}/messages`, { text: 'x'.repeat(5000) });
      expect(exact.statusCode).toBe(201);
    });

    it('returns the messages newest first with every field', async () => {
      const response = await as(cook, 'GET', `/api/conversations/${id}/messages?limit=20`);
      expect(response.statusCode).toBe(200);
      const messages = response.json();
      expect(messages.map((item: { text: string }) => item.text.slice(0, 20))).toEqual([
        'x'.repeat(20),
        'a'.repeat(20),
        'One more thing.',
        'Hello Ada, here is t',
        'First question',
      ]);
      expect(Object.keys(messages[0]).sort()).toEqual(['conversationId', 'id', 'senderId', 'senderName', 'senderRole', 'text', 'timestamp']);
    });

    it('lets only an admin end it; then nobody can send (409) and the cook sees it unread', async () => {
      expect((await as(cook, 'PATCH', `/api/conversations/${id}/end`)).statusCode).toBe(403);
      const ended = await as(admin, 'PATCH', `/api/conversations/${id}/end`);
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toMatchObject({ id, status: 'ended', isReadUser: false });
      expect(typeof ended.json().endedAt).toBe('string');

      for (const sender of [cook, admin]) {
        const refused = await as(sender, 'POST', `/api/conversations/${id}/messages`, { text: 'Still there?' });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ error: 'This conversation has been ended by an administrator.', code: 'CONFLICT' });
      }
      const count = await testApp.deps.database.db.select().from(message).where(eq(message.conversationId, id));
      expect(count.every((row) => row.text !== 'Still there?')).toBe(true);
      expect((await as(cook, 'GET', '/api/user/conversations/unread-count')).json()).toEqual({ unreadCount: 1 });
      // Ending again answers the same, with the first end time.
      const again = await as(admin, 'PATCH', `/api/conversations/${id}/end`);
      expect(again.json().endedAt).toBe(ended.json().endedAt);
    });

    it('lets the cook delete it from their view only; the admin still sees it', async () => {
      const hidden = await as(cook, 'DELETE', `/api/conversations/${id}`);
      expect(hidden.statusCode).toBe(204);
      const mine = (await as(cook, 'GET', '/api/user/conversations')).json();
      expect(mine.map((item: { id: string }) => item.id)).not.toContain(id);
      expect((await as(cook, 'GET', '/api/user/conversations/unread-count')).json()).toEqual({ unreadCount: 0 });
      expect((await as(cook, 'GET', `/api/conversations/${id}/messages`)).statusCode).toBe(404);
      expect((await as(cook, 'DELETE', `/api/conversations/${id}`)).statusCode).toBe(404);
      const all = (await as(admin, 'GET', '/api/admin/conversations')).json();
      expect(all.find((item: { id: string }) => item.id === id)).toMatchObject({ isDeletedByUser: true });
    });

    it('lets the admin delete the whole conversation and its messages', async () => {
      expect((await as(cook, 'DELETE', `/api/admin/conversations/${id}`)).statusCode).toBe(403);
      const deleted = await as(admin, 'DELETE', `/api/admin/conversations/${id}`);
      expect(deleted.statusCode).toBe(204);
      expect(await testApp.deps.database.db.select().from(conversation).where(eq(conversation.id, id))).toHaveLength(0);
      expect(await testApp.deps.database.db.select().from(message).where(eq(message.conversationId, id))).toHaveLength(0);
      expect((await as(admin, 'DELETE', `/api/admin/conversations/${id}`)).statusCode).toBe(404);
      expect((await as(admin, 'PATCH', `/api/conversations/${id}/end`)).statusCode).toBe(404);
    });
  });

  it('a cook without a display name sends as User', async () => {
    const nameless = await createTestUser(testApp);
    await testApp.deps.database.db.update(user).set({ name: '' }).where(eq(user.id, nameless.id));
    const id = await submitContact(testApp, nameless, { name: 'Someone' });
    const response = await as(nameless, 'POST', `/api/conversations/${id}/messages`, { text: 'hi' });
    expect(response.json().senderName).toBe('User');
  });

  it("deletes a cook's conversations with their account", async () => {
    const leaving = await createTestUser(testApp);
    const id = await submitContact(testApp, leaving);
    await testApp.deps.database.db.delete(user).where(eq(user.id, leaving.id));
    expect(await testApp.deps.database.db.select().from(conversation).where(eq(conversation.id, id))).toHaveLength(0);
    expect(await testApp.deps.database.db.select().from(message).where(eq(message.conversationId, id))).toHaveLength(0);
  });

  it('answers 400 for bad paging parameters', async () => {
    expect((await as(cook, 'GET', '/api/user/conversations?limit=0')).statusCode).toBe(400);
    expect((await as(cook, 'GET', '/api/user/conversations?lastUpdatedAt=yesterday')).statusCode).toBe(400);
    expect((await as(admin, 'GET', '/api/admin/conversations?limit=abc')).statusCode).toBe(400);
  });
});
