import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TStorageProvider } from './storage-provider.ts';

const PUBLIC_PREFIX = '/uploads/';
const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Files under DATA_DIR/uploads, served by the app at /uploads/. */
export function createLocalStorage(uploadsDir: string): TStorageProvider {
  const resolveKey = (key: string): string => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(uploadsDir, key);
  };
  return {
    name: 'local',
    async put(key, body) {
      const file = resolveKey(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return { key, url: `${PUBLIC_PREFIX}${key}` };
    },
    async deleteByUrl(url) {
      if (!url.startsWith(PUBLIC_PREFIX)) return;
      const key = url.slice(PUBLIC_PREFIX.length).split('?')[0] ?? '';
      if (!SAFE_KEY.test(key) || key.includes('..')) return;
      await rm(resolveKey(key), { force: true });
    },
  };
}
