/** History state of /verify-email right after sign-up: the address the link went to (never in the URL). */
export type TSentToState = { sentTo: string };

export function readSentTo(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'sentTo' in state && typeof state.sentTo === 'string' && state.sentTo !== '' ? state.sentTo : null;
}
