import { afterEach, describe, expect, it, vi } from 'vitest';
import { route, stubFakeApi } from '../../../test/fake-api.ts';
import { fetchUnreadCount } from './get-unread-count.ts';

// Every signed-in page polls the unread count on load; building all of domain/messages.ts's schemas for it was a
// long task on each page. The poll must validate with the small schema module alone.
vi.mock('../../../../domain/messages.ts', () => {
  throw new Error('the unread-count poll imported domain/messages.ts');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchUnreadCount', () => {
  it('validates the answer without importing the messages schemas', async () => {
    stubFakeApi([route('GET', '/api/user/conversations/unread-count', () => ({ body: { unreadCount: 3 } }))]);
    await expect(fetchUnreadCount()).resolves.toBe(3);
  });

  it('still rejects an answer that breaks the contract', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFakeApi([route('GET', '/api/user/conversations/unread-count', () => ({ body: { unreadCount: -1 } }))]);
    await expect(fetchUnreadCount()).rejects.toThrow();
  });
});
