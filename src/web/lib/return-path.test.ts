import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, takeReturnPath, toSafeReturnPath, withReturnPath } from './return-path.ts';

describe('return path', () => {
  afterEach(() => localStorage.clear());

  it('accepts only paths on this site, and never the auth pages', () => {
    expect(toSafeReturnPath('/shared/AbC_-1')).toBe('/shared/AbC_-1');
    expect(toSafeReturnPath('/create?prompt=thai%20curry')).toBe('/create?prompt=thai%20curry');
    for (const unsafe of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/x',
      'javascript:alert(1)',
      '',
      '/login',
      '/signup?next=/x',
      '/verify-email',
      null,
      42,
    ]) {
      expect(toSafeReturnPath(unsafe), String(unsafe)).toBeNull();
    }
  });

  it('builds auth links that carry the destination', () => {
    expect(withReturnPath('/signup', '/shared/abc')).toBe('/signup?next=%2Fshared%2Fabc');
    expect(withReturnPath('/login', '//evil.example')).toBe('/login');
    expect(withReturnPath('/login', null)).toBe('/login');
  });

  it('remembers a destination for the verification tab once, and forgets a stale one', () => {
    rememberReturnPath('/shared/abc', 1_000);
    expect(takeReturnPath(2_000)).toBe('/shared/abc');
    expect(takeReturnPath(2_000)).toBeNull();
    rememberReturnPath('/shared/abc', 0);
    expect(takeReturnPath(25 * 60 * 60 * 1000)).toBeNull();
    rememberReturnPath('https://evil.example', 0);
    expect(takeReturnPath(1)).toBeNull();
  });
});
