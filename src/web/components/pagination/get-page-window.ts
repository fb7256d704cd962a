import { PAGINATION_WINDOW } from '../../../domain/limits.ts';

export type TPageWindowItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; side: 'start' | 'end' };

/** Pages needed for `totalItems` at `pageSize`; an empty table still has page 1. */
export function countPages(totalItems: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/**
 * A window of up to 5 page numbers around the current page, with an ellipsis on each side
 * where pages lie outside it. The window slides to stay full near the first and last pages.
 */
export function getPageWindow(currentPage: number, totalPages: number, windowSize: number = PAGINATION_WINDOW): TPageWindowItem[] {
  const total = Math.max(1, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);
  const size = Math.min(Math.max(1, windowSize), total);
  let start = Math.max(1, current - Math.floor(size / 2));
  const end = Math.min(total, start + size - 1);
  start = Math.max(1, end - size + 1);

  const items: TPageWindowItem[] = [];
  if (start > 1) items.push({ kind: 'ellipsis', side: 'start' });
  for (let page = start; page <= end; page += 1) items.push({ kind: 'page', page });
  if (end < total) items.push({ kind: 'ellipsis', side: 'end' });
  return items;
}
