import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimOfflineCopies } from './claim-offline-copies.ts';
import { API_CACHE, PAGE_CACHE } from './offline-contract.ts';
import { forgetOfflineOwner, readOfflineOwner, writeOfflineOwner } from './offline-owner-record.ts';

/** The Cache API as the page sees it, in memory: enough of it for the owner record and the data caches. */
function createFakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const toKey = (request: RequestInfo | URL) => new URL(request instanceof Request ? request.url : String(request), 'http://forkcast.test').pathname;
  const openStore = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return store;
  };
  const createCache = (store: Map<string, Response>) => ({
    keys: async () => [...store.keys()].map((key) => new Request(new URL(key, 'http://forkcast.test'))),
    match: async (request: RequestInfo | URL) => store.get(toKey(request))?.clone(),
    put: async (request: RequestInfo | URL, response: Response) => {
      store.set(toKey(request), response);
    },
    delete: async (request: RequestInfo | URL) => store.delete(toKey(request)),
  });
  return {
    has: async (name: string) => stores.has(name),
    open: async (name: string) => createCache(openStore(name)),
    delete: async (name: string) => stores.delete(name),
    match: async (request: RequestInfo | URL, options?: { cacheName?: string }) =>
      options?.cacheName ? stores.get(options.cacheName)?.get(toKey(request))?.clone() : undefined,
    /** The paths a cache holds now. */
    paths: (name: string) => [...(stores.get(name)?.keys() ?? [])].sort(),
  };
}

const SIGN_IN_AT = Date.parse('2026-11-28T12:00:00.400Z');

/** What the worker keeps: a server answer with the Date header it was sent with. */
function keepCopy(fake: ReturnType<typeof createFakeCaches>, cacheName: string, pathname: string, sentAt: number) {
  return fake.open(cacheName).then((cache) => cache.put(pathname, new Response('{}', { headers: { date: new Date(sentAt).toUTCString() } })));
}

describe('claiming the offline copies when a cook signs in', () => {
  let fake: ReturnType<typeof createFakeCaches>;

  beforeEach(() => {
    fake = createFakeCaches();
    vi.stubGlobal('caches', fake);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps the new cook's first copies, written before the claim ran, and deletes the previous cook's", async () => {
    // Cook A's session expired with their copies kept; cook B signs in and B's first page is kept by the
    // worker (its answers race the claim, which only starts once B's session has answered the page).
    await writeOfflineOwner('cook-a');
    await keepCopy(fake, API_CACHE, '/api/recipes', SIGN_IN_AT - 10 * 60_000);
    await keepCopy(fake, PAGE_CACHE, '/meal-planner', SIGN_IN_AT - 5_000);
    await keepCopy(fake, API_CACHE, '/api/auth/get-session', SIGN_IN_AT + 200);
    await keepCopy(fake, PAGE_CACHE, '/saved', SIGN_IN_AT + 150);
    await keepCopy(fake, API_CACHE, '/api/recipes', SIGN_IN_AT + 900);

    await claimOfflineCopies({ user: { id: 'cook-b' }, session: { id: 'session-b', createdAt: new Date(SIGN_IN_AT) } });

    expect(fake.paths(API_CACHE)).toEqual(['/api/auth/get-session', '/api/recipes']);
    expect(fake.paths(PAGE_CACHE)).toEqual(['/saved']);
    expect(await (await fake.open(API_CACHE)).match('/api/recipes').then((response) => response?.headers.get('date'))).toBe(
      new Date(SIGN_IN_AT + 900).toUTCString(),
    );
    expect(await readOfflineOwner()).toBe('cook-b');
  });

  it('after a sign-out (no owner recorded), keeps what the next cook already fetched; a copy with no date goes', async () => {
    await keepCopy(fake, API_CACHE, '/api/auth/get-session', SIGN_IN_AT + 300);
    await (await fake.open(API_CACHE)).put('/api/cart', new Response('{}'));

    // The session's time as better-auth's JSON carries it.
    await claimOfflineCopies({ user: { id: 'cook-c' }, session: { id: 'session-c', createdAt: new Date(SIGN_IN_AT).toISOString() } });

    expect(fake.paths(API_CACHE)).toEqual(['/api/auth/get-session']);
    expect(await readOfflineOwner()).toBe('cook-c');
  });

  it('the same cook signing out and in again in one page is recorded again', async () => {
    await claimOfflineCopies({ user: { id: 'cook-d' }, session: { id: 'session-d1', createdAt: new Date(SIGN_IN_AT) } });
    await forgetOfflineOwner();
    await claimOfflineCopies({ user: { id: 'cook-d' }, session: { id: 'session-d2', createdAt: new Date(SIGN_IN_AT + 60_000) } });
    expect(await readOfflineOwner()).toBe('cook-d');
  });
});
