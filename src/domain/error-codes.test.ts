import { describe, expect, it } from 'vitest';
import { isAuthErrorCode, isErrorCode } from './error-codes.ts';

describe('error codes', () => {
  it('knows our API codes and nothing else', () => {
    expect(isErrorCode('LIMIT_REACHED')).toBe(true);
    expect(isErrorCode('limit_reached')).toBe(false);
    expect(isErrorCode('BANNED_USER')).toBe(false);
    expect(isErrorCode(429)).toBe(false);
  });

  it('reads better-auth codes the auth pages tell apart, and ours, on the auth side', () => {
    expect(isAuthErrorCode('BANNED_USER')).toBe(true);
    expect(isAuthErrorCode('ACCOUNT_DISABLED')).toBe(true);
    expect(isAuthErrorCode('SOMETHING_NEW')).toBe(false);
    expect(isAuthErrorCode(undefined)).toBe(false);
  });
});
