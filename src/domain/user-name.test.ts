import { describe, expect, it } from 'vitest';
import { checkUserName, USER_NAME_MESSAGES, ZUserNameSchema } from './user-name.ts';

describe('the name rule', () => {
  it.each([
    ['', USER_NAME_MESSAGES.required],
    ['   ', USER_NAME_MESSAGES.required],
    ['a'.repeat(101), USER_NAME_MESSAGES.tooLong],
    ['Ada\r\nSet-Cookie: x', USER_NAME_MESSAGES.controlCharacters],
    ['Ada\u0000', USER_NAME_MESSAGES.controlCharacters],
    ['Ada\tLovelace', USER_NAME_MESSAGES.controlCharacters],
    ['Ada\u2028Lovelace', USER_NAME_MESSAGES.controlCharacters],
    ['Ada\u0085', USER_NAME_MESSAGES.controlCharacters],
  ])('refuses %j', (value, message) => {
    expect(checkUserName(value)).toEqual({ name: null, problem: message });
    expect(ZUserNameSchema.safeParse(value).success).toBe(false);
  });

  it('trims, and counts characters rather than UTF-16 units', () => {
    expect(checkUserName('  Ada Lovelace  ')).toEqual({ name: 'Ada Lovelace', problem: null });
    const emoji = '🍲'.repeat(100);
    expect(checkUserName(emoji)).toEqual({ name: emoji, problem: null });
    expect(ZUserNameSchema.parse(' Zoë ')).toBe('Zoë');
  });
});
