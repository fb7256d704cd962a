import { recordEvent } from '../analytics/record-event.ts';
import type { TDatabase } from '../db/client.ts';

export type TUserAnalyticsEvent = {
  action: 'login' | 'signup';
  label: 'email_login' | 'email_signup';
  userId: string;
};

/** First-party analytics: category user. A failure is only logged, never fails the sign-in. */
export async function recordAnalyticsEvent(db: TDatabase, event: TUserAnalyticsEvent): Promise<void> {
  await recordEvent(
    db,
    event.action === 'login'
      ? { category: 'user', action: 'login', label: 'email_login', userId: event.userId }
      : { category: 'user', action: 'signup', label: 'email_signup', userId: event.userId },
  );
}
