// Zod-free so the browser's entry chunk can use it for page views.

export const PAGE_VIEW_BATCH_MAX = 20;
export const PAGE_PATH_MAX_LENGTH = 200;

/** A path only: whatever follows ? or # is cut before it is sent or stored. */
export function toPagePath(raw: string): string {
  const cut = raw.split(/[?#]/, 1)[0] ?? '';
  return cut.slice(0, PAGE_PATH_MAX_LENGTH);
}
