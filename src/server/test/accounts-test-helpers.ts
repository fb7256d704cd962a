import type { TTestApp } from './test-app.ts';
import { TEST_APP_URL } from './test-app.ts';

/** POSTs JSON to a better-auth endpoint the way the browser does (with an Origin). */
export function postAuth(testApp: TTestApp, path: string, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: { origin: TEST_APP_URL, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
}

export function getSession(testApp: TTestApp, cookie: string) {
  return testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
}

export function lastMailTo(testApp: TTestApp, email: string) {
  return [...testApp.mailbox].reverse().find((message) => message.to === email);
}

export function uniqueEmail(prefix = 'cook'): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.test`;
}
