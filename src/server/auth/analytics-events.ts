import { recordEvent } from '../analytics/record-event.ts';
import type { TDatabase } from '../db/client.ts';

export type TUserAnalyticsEvent =
  { action: 'login'; label: 'email_login' | 'oidc_login'; userId: string } | { action: 'signup'; label: 'email_signup' | 'oidc_signup'; userId: string };

/** First-party analytics: category user. A failure is only logged, never fails the sign-in. */
export async function recordAnalyticsEvent(db: TDatabase, event: TUserAnalyticsEvent): Promise<void> {
  await recordEvent(
    db,
    event.action === 'login'
      ? { category: 'user', action: 'login', label: event.label, userId: event.userId }
      : { category: 'user', action: 'signup', label: event.label, userId: event.userId },
  );
}
