import { randomUUID } from 'node:crypto';
import type { TServerEvent } from '../../domain/analytics.ts';
import type { TDatabase } from '../db/client.ts';
import { analyticsEvent } from '../db/schema.ts';

function toRow(event: TServerEvent) {
  const base = { id: randomUUID(), category: event.category, action: event.action, userId: event.userId };
  if (event.category === 'user') return { ...base, label: event.label };
  if (event.category === 'generation') return { ...base, label: event.label, properties: { plan: event.plan } };
  return base;
}

/**
 * Records one first-party server event, e.g. `await recordEvent(db, { category: 'planner', action: 'add', userId })`.
 * Analytics never fails the request that caused it: an error is only logged.
 */
export async function recordEvent(db: TDatabase, event: TServerEvent): Promise<void> {
  try {
    await db.insert(analyticsEvent).values(toRow(event));
  } catch (error) {
    console.error('analytics event not recorded', {
      category: event.category,
      action: event.action,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
