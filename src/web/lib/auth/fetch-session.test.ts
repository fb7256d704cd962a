import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT_DISABLED, SIGNED_OUT_HEADER } from '../../../domain/signed-out-header.ts';
import { takeSignOutReason } from '../sign-out-reason.ts';
import { fetchSession, GET_SESSION_PATH } from './fetch-session.ts';

const SESSION_ANSWER = {
  session: {
    id: 's1',
    userId: 'ada',
    token: 'token-1',
    expiresAt: '2026-12-06T10:00:00.000Z',
    createdAt: '2026-11-29T10:00:00.000Z',
    updatedAt: '2026-11-29T10:00:00.000Z',
    ipAddress: '127.0.0.1',
    userAgent: null,
  },
  user: {
    id: 'ada',
    name: 'Ada',
    email: 'ada@example.com',
    emailVerified: true,
    image: null,
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    role: 'user',
    banned: false,
    plan: 'pro',
  },
};

function answer(body: string, init: ResponseInit = {}) {
  const fetchMock = vi.fn(async () => new Response(body, { headers: { 'content-type': 'application/json' }, ...init }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchSession', () => {
  it("asks better-auth's session endpoint with the cookie and gives the session read by its schema, dates as Dates as better-auth's client gives them", async () => {
    const fetchMock = answer(JSON.stringify(SESSION_ANSWER));
    const fetched = await fetchSession();
    expect(fetchMock).toHaveBeenCalledWith(GET_SESSION_PATH, expect.objectContaining({ credentials: 'same-origin' }));
    expect(fetched?.error).toBeNull();
    expect(fetched?.data?.user.name).toBe('Ada');
    expect(fetched?.data?.user.emailVerified).toBe(true);
    expect(fetched?.data?.session.expiresAt).toEqual(new Date('2026-12-06T10:00:00.000Z'));
    expect(fetched?.data?.session.createdAt).toEqual(new Date('2026-11-29T10:00:00.000Z'));
    // What the schema does not name is kept, as better-auth's client keeps it.
    expect(fetched?.data?.user).toMatchObject({ plan: 'pro' });
  });

  it('gives no session for a signed-out answer (null, or neither session nor user)', async () => {
    answer('null');
    expect(await fetchSession()).toEqual({ data: null, error: null });
    answer(JSON.stringify({ session: null, user: null }));
    expect(await fetchSession()).toEqual({ data: null, error: null });
  });

  it('gives an error with the status and the body for an HTTP error, status 0 when the request fails, and refuses an answer that is not a session', async () => {
    answer(JSON.stringify({ message: 'Too many requests' }), { status: 429, statusText: 'Too Many Requests' });
    const limited = await fetchSession();
    expect(limited?.data).toBeNull();
    expect(limited?.error).toMatchObject({ status: 429, statusText: 'Too Many Requests', message: 'Too many requests' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const offline = await fetchSession();
    expect(offline?.data).toBeNull();
    expect(offline?.error?.status).toBe(0);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(JSON.stringify({ session: { id: 's1' }, user: { id: 'ada' } }));
    const refused = await fetchSession();
    expect(refused?.data).toBeNull();
    expect(refused?.error?.status).toBe(200);
    errors.mockRestore();
  });

  it("remembers why a disabled cook was signed out, as the client's onResponse does", async () => {
    answer('null', { headers: { [SIGNED_OUT_HEADER]: SIGNED_OUT_DISABLED } });
    await fetchSession();
    expect(takeSignOutReason()).toBe('disabled');
  });

  it('leaves a session the server wants refreshed to the client (undefined)', async () => {
    answer(JSON.stringify({ ...SESSION_ANSWER, needsRefresh: true }));
    expect(await fetchSession()).toBeUndefined();
  });
});
