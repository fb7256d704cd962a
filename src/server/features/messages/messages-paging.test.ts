import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversation, message } from '../../db/schema.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';
import { insertContactSubmission } from './create-contact-submission.ts';
import { injectAs } from '../../test/messages-test-helpers.ts';
import { insertMessage } from './send-message.ts';

type TItem = { id: string; updatedAt?: string; timestamp?: string };

/** Walks every page with the spec's cursor plus the id tie-breaker, as the modal does. */
async function walkPages(testApp: TTestApp, user: TTestUser, path: string, cursorParam: 'lastUpdatedAt' | 'lastTimestamp', limit: number): Promise<TItem[][]> {
  const pages: TItem[][] = [];
  let cursor = '';
  for (let guard = 0; guard < 100; guard += 1) {
    const response = await injectAs(testApp, user, 'GET', `${path}?limit=${limit}${cursor}`);
    expect(response.statusCode).toBe(200);
    const page: TItem[] = response.json();
    pages.push(page);
    if (page.length < limit) return pages;
    const last = page[page.length - 1];
    if (!last) return pages;
    const stamp = cursorParam === 'lastUpdatedAt' ? last.updatedAt : last.timestamp;
    cursor = `&${cursorParam}=${encodeURIComponent(stamp ?? '')}&lastId=${encodeURIComponent(last.id)}`;
  }
  throw new Error('paging did not end');
}

describe('messages API: cursor paging', () => {
  let testApp: TTestApp;
  let cook: TTestUser;
  let admin: TTestUser;
  const conversationIds: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    cook = await createTestUser(testApp, { name: 'Pager' });
    admin = await createTestUser(testApp, { role: 'admin' });
    const { db } = testApp.deps.database;
    const caller = { id: cook.id, name: cook.name, email: cook.email, role: 'user' as const };
    for (let index = 0; index < 45; index += 1) {
      const created = await insertContactSubmission(db, caller, { name: `Cook ${index}`, email: cook.email, message: `Question ${index}` });
      conversationIds.push(created.id);
    }
    // Ten share one timestamp: the id must keep them apart across page boundaries.
    await db
      .update(conversation)
      .set({ updatedAt: new Date('2026-01-01T12:00:00.000Z') })
      .where(inArray(conversation.id, conversationIds.slice(15, 25)));
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('returns each of 45 conversations exactly once, newest activity first, 20 at a time', async () => {
    const pages = await walkPages(testApp, cook, '/api/user/conversations', 'lastUpdatedAt', 20);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    const ids = pages.flat().map((item) => item.id);
    expect(new Set(ids).size).toBe(45);
    expect([...ids].sort()).toEqual([...conversationIds].sort());
    const stamps = pages.flat().map((item) => item.updatedAt ?? '');
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });

  it('pages the admin list the same way, and answers all of them without paging parameters', async () => {
    for (const limit of [7, 20]) {
      const pages = await walkPages(testApp, admin, '/api/admin/conversations', 'lastUpdatedAt', limit);
      const ids = pages.flat().map((item) => item.id);
      expect(ids).toHaveLength(45);
      expect(new Set(ids).size).toBe(45);
    }
    const all = await injectAs(testApp, admin, 'GET', '/api/admin/conversations');
    expect(all.json()).toHaveLength(45);
  });

  it('returns each of 45 messages exactly once, newest first, older pages by lastTimestamp', async () => {
    const { db } = testApp.deps.database;
    const id = conversationIds[0] ?? '';
    const caller = { id: cook.id, name: cook.name, email: cook.email, role: 'user' as const };
    for (let index = 1; index < 45; index += 1) await insertMessage(db, caller, id, `Message ${index}`);
    const rows = await db
      .select({ id: message.id })
      .from(message)
      .where(inArray(message.conversationId, [id]));
    expect(rows).toHaveLength(45);
    const pages = await walkPages(testApp, cook, `/api/conversations/${id}/messages`, 'lastTimestamp', 20);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    const seen = pages.flat().map((item) => item.id);
    expect(new Set(seen).size).toBe(45);
    expect([...seen].sort()).toEqual(rows.map((row) => row.id).sort());
    const first = pages[0]?.[0];
    expect(first).toMatchObject({ text: 'Message 44' });
  });

  it('keeps messages that share a timestamp apart with the id cursor', async () => {
    const { db } = testApp.deps.database;
    const id = conversationIds[1] ?? '';
    const caller = { id: cook.id, name: cook.name, email: cook.email, role: 'user' as const };
    for (let index = 1; index < 45; index += 1) await insertMessage(db, caller, id, `Tied ${index}`);
    await db
      .update(message)
      .set({ timestamp: new Date('2026-02-02T08:00:00.000Z') })
      .where(inArray(message.conversationId, [id]));
    const pages = await walkPages(testApp, cook, `/api/conversations/${id}/messages`, 'lastTimestamp', 20);
    const seen = pages.flat().map((item) => item.id);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
  });
});
