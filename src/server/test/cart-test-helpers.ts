import type { TTestApp } from './test-app.ts';
import type { TTestUser } from './test-users.ts';

export function getCart(testApp: TTestApp, cook: TTestUser) {
  return testApp.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: cook.cookie } });
}

export function addItem(testApp: TTestApp, cook: TTestUser, payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'POST', url: '/api/cart/items', headers: { cookie: cook.cookie }, payload });
}

export function patchItem(testApp: TTestApp, cook: TTestUser, id: string, payload: Record<string, unknown>) {
  return testApp.app.inject({ method: 'PATCH', url: `/api/cart/items/${encodeURIComponent(id)}`, headers: { cookie: cook.cookie }, payload });
}

export function deleteItem(testApp: TTestApp, cook: TTestUser, id: string) {
  return testApp.app.inject({ method: 'DELETE', url: `/api/cart/items/${encodeURIComponent(id)}`, headers: { cookie: cook.cookie } });
}

/** Adds a name and returns the new item's id. */
export async function addItemId(testApp: TTestApp, cook: TTestUser, name: string, section?: string): Promise<string> {
  const response = await addItem(testApp, cook, section ? { name, section } : { name });
  if (response.statusCode !== 201) throw new Error(`add failed: ${response.statusCode} ${response.body}`);
  const body: unknown = response.json();
  if (typeof body !== 'object' || body === null || !('id' in body) || typeof body.id !== 'string') throw new Error('no id');
  return body.id;
}

/** The names of each section, in order. */
export async function readSectionNames(testApp: TTestApp, cook: TTestUser): Promise<Record<'pantry' | 'refrigerator' | 'freezer', string[]>> {
  const response = await getCart(testApp, cook);
  if (response.statusCode !== 200) throw new Error(`get failed: ${response.statusCode}`);
  const cart = response.json<Record<'pantry' | 'refrigerator' | 'freezer', { name: string }[]>>();
  return {
    pantry: cart.pantry.map((item) => item.name),
    refrigerator: cart.refrigerator.map((item) => item.name),
    freezer: cart.freezer.map((item) => item.name),
  };
}
