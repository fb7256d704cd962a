import type { TTestApp } from './test-app.ts';
import type { TTestUser } from './test-users.ts';

export type TMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function injectAs(testApp: TTestApp, user: TTestUser | null, method: TMethod, url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });
}

/** Sends the contact form as `user` and returns the new conversation's id, failing loudly otherwise. */
export async function submitContact(testApp: TTestApp, user: TTestUser, fields: { name?: string; email?: string; message?: string } = {}): Promise<string> {
  const response = await injectAs(testApp, user, 'POST', '/api/contact-submission', {
    name: fields.name ?? user.name,
    email: fields.email ?? user.email,
    message: fields.message ?? 'Hello, I have a question about my plan.',
  });
  if (response.statusCode !== 201) throw new Error(`contact failed: ${response.statusCode} ${response.body}`);
  const body: unknown = response.json();
  if (typeof body !== 'object' || body === null || !('conversationId' in body) || typeof body.conversationId !== 'string') throw new Error('no id');
  return body.conversationId;
}
