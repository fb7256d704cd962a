import { randomUUID } from 'node:crypto';
import type { TDatabase } from '../db/client.ts';
import { analyticsEvent } from '../db/schema.ts';

export type TUserAnalyticsEvent = {
  action: 'login' | 'signup';
  label: 'email_login' | 'email_signup';
  userId: string;
};

/** First-party analytics (spec §7): category user. A failure is only logged, never fails the sign-in. */
export async function recordAnalyticsEvent(db: TDatabase, event: TUserAnalyticsEvent): Promise<void> {
  try {
    await db.insert(analyticsEvent).values({ id: randomUUID(), category: 'user', action: event.action, label: event.label, userId: event.userId });
  } catch (error) {
    console.error('analytics event not recorded', { action: event.action, error: error instanceof Error ? error.message : String(error) });
  }
}
