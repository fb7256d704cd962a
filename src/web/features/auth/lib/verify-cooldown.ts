import { VERIFY_COOLDOWN_STORAGE_KEY, VERIFY_RESEND_COOLDOWN_MS } from '../../../../domain/limits.ts';

/** The resend cooldown lives in localStorage so sign-up and the verify page share it. */
export function startVerifyCooldown(now: number = Date.now()): number {
  const expiry = now + VERIFY_RESEND_COOLDOWN_MS;
  try {
    localStorage.setItem(VERIFY_COOLDOWN_STORAGE_KEY, String(expiry));
  } catch {
    // Storage may be unavailable (private mode); the server enforces the cooldown anyway.
  }
  return expiry;
}

export function readVerifyCooldownExpiry(): number {
  try {
    const stored = Number(localStorage.getItem(VERIFY_COOLDOWN_STORAGE_KEY));
    return Number.isFinite(stored) ? stored : 0;
  } catch {
    return 0;
  }
}

export function toSecondsLeft(expiry: number, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((expiry - now) / 1000));
}
