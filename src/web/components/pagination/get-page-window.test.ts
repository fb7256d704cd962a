import { describe, expect, it } from 'vitest';
import { countPages, getPageWindow, type TPageWindowItem } from './get-page-window.ts';

/** '…' for an ellipsis, the number for a page: easy to read in expectations. */
function render(items: TPageWindowItem[]): string {
  return items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');
}

describe('getPageWindow', () => {
  it('shows every page when there are 1 to 3 pages, with no ellipsis', () => {
    expect(render(getPageWindow(1, 1))).toBe('1');
    expect(render(getPageWindow(1, 2))).toBe('1 2');
    expect(render(getPageWindow(2, 2))).toBe('1 2');
    expect(render(getPageWindow(1, 3))).toBe('1 2 3');
    expect(render(getPageWindow(2, 3))).toBe('1 2 3');
    expect(render(getPageWindow(3, 3))).toBe('1 2 3');
  });

  it('shows exactly 5 pages when there are 5', () => {
    expect(render(getPageWindow(3, 5))).toBe('1 2 3 4 5');
  });

  it('slides a window of 5 over 7 pages at each position', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((page) => render(getPageWindow(page, 7)))).toEqual([
      '1 2 3 4 5 …',
      '1 2 3 4 5 …',
      '1 2 3 4 5 …',
      '… 2 3 4 5 6 …',
      '… 3 4 5 6 7',
      '… 3 4 5 6 7',
      '… 3 4 5 6 7',
    ]);
  });

  it('keeps the current page centred among 50 pages', () => {
    expect(render(getPageWindow(1, 50))).toBe('1 2 3 4 5 …');
    expect(render(getPageWindow(25, 50))).toBe('… 23 24 25 26 27 …');
    expect(render(getPageWindow(49, 50))).toBe('… 46 47 48 49 50');
    expect(render(getPageWindow(50, 50))).toBe('… 46 47 48 49 50');
  });

  it('always contains the current page and at most 5 numbers', () => {
    for (let total = 1; total <= 50; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const pages = getPageWindow(current, total).flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(pages).toContain(current);
        expect(pages.length).toBe(Math.min(5, total));
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(render(getPageWindow(0, 7))).toBe('1 2 3 4 5 …');
    expect(render(getPageWindow(99, 7))).toBe('… 3 4 5 6 7');
  });
});

describe('countPages', () => {
  it('rounds up and never answers fewer than one page', () => {
    expect(countPages(0, 10)).toBe(1);
    expect(countPages(10, 10)).toBe(1);
    expect(countPages(11, 10)).toBe(2);
    expect(countPages(45, 25)).toBe(2);
    expect(countPages(45, 50)).toBe(1);
  });
});
