import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeStorageKey, readKeyUnder, type TStorageProvider } from './storage-provider.ts';

const PUBLIC_PREFIX = '/uploads/';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** Files under DATA_DIR/uploads, served by the app at /uploads/ (the type follows the file's extension). */
export function createLocalStorage(uploadsDir: string): TStorageProvider {
  const resolveKey = (key: string): string => {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(uploadsDir, key);
  };
  const keyFromUrl = (url: string): string | null => readKeyUnder(PUBLIC_PREFIX, url);
  return {
    name: 'local',
    async put(key, body) {
      const file = resolveKey(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return { key, url: `${PUBLIC_PREFIX}${key}` };
    },
    async get(key) {
      if (!isSafeStorageKey(key)) return null;
      try {
        const body = await readFile(resolveKey(key));
        return { body, contentType: CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR')) return null;
        throw error;
      }
    },
    keyFromUrl,
    async deleteByUrl(url) {
      const key = keyFromUrl(url);
      if (key) await rm(resolveKey(key), { force: true });
    },
  };
}
