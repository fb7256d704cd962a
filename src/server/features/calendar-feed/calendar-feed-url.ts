/** The feed's public address: APP_URL, the unguessable secret, `.ics` (calendar apps look for it). */
export function toCalendarFeedUrl(appUrl: string, secret: string): string {
  return `${appUrl.replace(/\/$/, '')}/api/calendar/${secret}.ics`;
}
