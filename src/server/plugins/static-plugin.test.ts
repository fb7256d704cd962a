import { describe, expect, it } from 'vitest';
import { insertIntoHead } from './static-plugin.ts';

describe('insertIntoHead', () => {
  const page = '<html><head><meta charset="utf-8"><style>a{}</style></head><body></body></html>';

  it("puts a cook's frame markup first in the head, before the inlined styles", () => {
    expect(insertIntoHead(page, '<link rel="preload" as="image" href="/uploads/a.webp">', 'start')).toBe(
      '<html><head><link rel="preload" as="image" href="/uploads/a.webp"><meta charset="utf-8"><style>a{}</style></head><body></body></html>',
    );
  });

  it('puts the site-wide additions last in the head', () => {
    expect(insertIntoHead(page, '<meta name="x" content="$&">', 'end')).toBe(
      '<html><head><meta charset="utf-8"><style>a{}</style><meta name="x" content="$&"></head><body></body></html>',
    );
  });

  it('leaves the page as it is for no markup, and puts it in front of a page without a head', () => {
    expect(insertIntoHead(page, '', 'start')).toBe(page);
    expect(insertIntoHead(page, '', 'end')).toBe(page);
    expect(insertIntoHead('<p>hi</p>', '<meta a>', 'start')).toBe('<meta a><p>hi</p>');
    expect(insertIntoHead('<p>hi</p>', '<meta a>', 'end')).toBe('<meta a><p>hi</p>');
  });
});
