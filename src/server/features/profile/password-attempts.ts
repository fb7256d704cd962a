import { enforceRate } from '../../plugins/rate-limit-plugin.ts';
import type { TRateLimiter } from '../../rate-limit/rate-limiter.ts';

/** Password guesses through our own endpoints count like sign-in attempts, per address. */
export async function limitPasswordChecks(rateLimiter: TRateLimiter, ip: string): Promise<void> {
  await enforceRate(rateLimiter, 'password-check', { ip, account: null });
}
