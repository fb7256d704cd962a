import { isAuthRateLimitEnabled } from '../../auth/auth-plugin.ts';
import { checkRateRules, PASSWORD_CHECK_RULE } from '../../auth/auth-rate-limit.ts';
import type { TConfig } from '../../config.ts';
import type { TDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

/** Password guesses through our own endpoints count like sign-in attempts. */
export async function limitPasswordChecks(db: TDatabase, config: TConfig, path: string, ip: string): Promise<void> {
  if (!isAuthRateLimitEnabled(config)) return;
  const decision = await checkRateRules(db, path, [PASSWORD_CHECK_RULE], { ip, account: null });
  if (!decision.isAllowed) throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.');
}
