import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { defineStorageContract } from '../../test/storage-contract.ts';

describe('local storage', () => {
  defineStorageContract(() => createLocalStorage(mkdtempSync(path.join(tmpdir(), 'forkcast-storage-'))), { urlPrefix: '/uploads/' });

  it('keeps the files under the folder it was given', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forkcast-storage-'));
    const storage = createLocalStorage(dir);
    const stored = await storage.put('recipe-images/a1.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    expect(stored.url).toBe('/uploads/recipe-images/a1.svg');
    expect(readFileSync(path.join(dir, 'recipe-images', 'a1.svg'), 'utf8')).toBe('<svg/>');
    await storage.deleteByUrl(stored.url);
    expect(existsSync(path.join(dir, 'recipe-images', 'a1.svg'))).toBe(false);
  });
});
