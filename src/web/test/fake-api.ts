import { vi } from 'vitest';

export type TFakeCall = { method: string; path: string; body: unknown };
type TFakeReply = { status?: number; body?: unknown };
type TFakeHandler = (call: TFakeCall) => TFakeReply | undefined;

/**
 * Stubs `fetch` with a list of handlers (first answer wins) and records every call, so component
 * tests see the requests they caused. Unhandled requests answer 404 `{ error, code }`.
 */
export function stubFakeApi(handlers: TFakeHandler[]) {
  const calls: TFakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const rawBody = typeof init?.body === 'string' ? init.body : null;
    const call: TFakeCall = { method: init?.method ?? 'GET', path: `${url.pathname}${url.search}`, body: rawBody ? JSON.parse(rawBody) : undefined };
    calls.push(call);
    for (const handler of handlers) {
      const reply = handler(call);
      if (reply) {
        const status = reply.status ?? 200;
        return new Response(reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }
    }
    return new Response(JSON.stringify({ error: 'Not found', code: 'NOT_FOUND' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Matches a method and a path (query string ignored unless the pattern has one). */
export function route(method: string, path: string | RegExp, reply: (call: TFakeCall) => TFakeReply): TFakeHandler {
  return (call) => {
    if (call.method !== method) return undefined;
    const target = typeof path === 'string' && !path.includes('?') ? (call.path.split('?')[0] ?? '') : call.path;
    const isMatch = typeof path === 'string' ? target === path : path.test(target);
    return isMatch ? reply(call) : undefined;
  };
}
