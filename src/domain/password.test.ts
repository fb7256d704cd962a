import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_LONG_PASSWORDS, COMMON_PASSWORDS_SOURCE_SIZE } from './common-passwords.ts';
import { checkNewPassword, PASSWORD_MESSAGES } from './password.ts';

describe('checkNewPassword', () => {
  it('asks for a password when empty', () => {
    expect(checkNewPassword('')).toBe(PASSWORD_MESSAGES.required);
  });

  it('refuses 11 characters and accepts 12', () => {
    expect(checkNewPassword('abcdefghijk')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(checkNewPassword('abcdefghijkl')).toBeNull();
  });

  it('accepts 128 characters and refuses 129', () => {
    expect(checkNewPassword('ab'.repeat(64))).toBeNull();
    expect(checkNewPassword('ab'.repeat(64) + 'c')).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('counts an emoji or accented letter as one character and accepts spaces', () => {
    expect(checkNewPassword('🍲'.repeat(11))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(checkNewPassword('🍲'.repeat(12))).toBeNull();
    expect(checkNewPassword('crème brûlée for two')).toBeNull();
  });

  it('refuses a common password in any letter case, with or without spaces', () => {
    expect(checkNewPassword('qazwsxedcrfv')).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(checkNewPassword('1Q2W3E4R5T6Y')).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(checkNewPassword('leave me alone')).toBe(PASSWORD_MESSAGES.tooCommon);
  });
});

describe('shipped common-password list', () => {
  it('is exactly the 12–128 character entries of the package, so it cannot drift', () => {
    const source = dictionary['passwords-common'];
    const expected = [...new Set(source.map((entry) => entry.toLowerCase()).filter((entry) => entry.length >= 12 && entry.length <= 128))];
    expect(COMMON_PASSWORDS_SOURCE_SIZE).toBe(source.length);
    expect(source.length).toBeGreaterThan(10_000);
    expect([...COMMON_LONG_PASSWORDS]).toEqual(expected);
  });
});
