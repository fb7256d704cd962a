export type TStoredFile = {
  /** Public URL the browser loads, e.g. /uploads/recipe-images/abc.svg (or under S3_PUBLIC_URL). */
  url: string;
  key: string;
};

export type TStoredObject = { body: Buffer; contentType: string };

export type TStorageProvider = {
  name: 'local' | 's3';
  put: (key: string, body: Buffer, contentType: string) => Promise<TStoredFile>;
  /** The stored bytes and their content type; null when there is no such object. */
  get: (key: string) => Promise<TStoredObject | null>;
  /** The key behind a URL this provider returned; null for any other URL. */
  keyFromUrl: (url: string) => string | null;
  /** Deletes the file behind a URL this provider returned; URLs it does not own are ignored. */
  deleteByUrl: (url: string) => Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Keys are relative paths of plain characters that never climb out of their folder. */
export function isSafeStorageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..') && !key.includes('//');
}

/** The key under a URL prefix (query string dropped), or null when the URL is not under it or the key is unsafe. */
export function readKeyUnder(prefix: string, url: string): string | null {
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length).split('?')[0] ?? '';
  return isSafeStorageKey(key) ? key : null;
}
