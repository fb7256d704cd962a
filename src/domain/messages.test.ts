import { describe, expect, it } from 'vitest';
import { stripContactPrefix, toContactSubject, toSnippet, toSubjectCell } from './messages.ts';

describe('message rules', () => {
  it('cuts the snippet to the first 100 characters, counting emoji as one', () => {
    expect(toSnippet('short')).toBe('short');
    expect(toSnippet('a'.repeat(150))).toBe('a'.repeat(100));
    const emoji = '🍅'.repeat(120);
    expect(Array.from(toSnippet(emoji))).toHaveLength(100);
  });

  it('names a contact conversation after the sender and strips the prefix for the cook', () => {
    const subject = toContactSubject('Ada');
    expect(subject).toBe('Contact Form: Inquiry from Ada');
    expect(stripContactPrefix(subject)).toBe('Inquiry from Ada');
    expect(stripContactPrefix('Other subject')).toBe('Other subject');
  });

  it('falls back from subject to 30 characters of the snippet to N/A', () => {
    expect(toSubjectCell('Contact Form: Inquiry from Ada', 'hello')).toBe('Contact Form: Inquiry from Ada');
    expect(toSubjectCell('', 'x'.repeat(40))).toBe(`${'x'.repeat(30)}...`);
    expect(toSubjectCell(null, 'short')).toBe('short...');
    expect(toSubjectCell(undefined, '')).toBe('N/A');
  });
});
