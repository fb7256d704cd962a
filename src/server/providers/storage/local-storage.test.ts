import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';

describe('local storage', () => {
  it('stores a file and deletes it by its URL', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forkcast-storage-'));
    const storage = createLocalStorage(dir);
    const stored = await storage.put('recipe-images/a1.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    expect(stored.url).toBe('/uploads/recipe-images/a1.svg');
    expect(readFileSync(path.join(dir, 'recipe-images', 'a1.svg'), 'utf8')).toBe('<svg/>');
    await storage.deleteByUrl(stored.url);
    expect(existsSync(path.join(dir, 'recipe-images', 'a1.svg'))).toBe(false);
  });

  it('refuses keys that climb out of the folder and ignores foreign URLs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forkcast-storage-'));
    const storage = createLocalStorage(dir);
    await expect(storage.put('../escape.svg', Buffer.from('x'), 'image/svg+xml')).rejects.toThrow(/unsafe/);
    await expect(storage.deleteByUrl('https://elsewhere.example/x.png')).resolves.toBeUndefined();
    await expect(storage.deleteByUrl('/uploads/../../etc/passwd')).resolves.toBeUndefined();
  });
});
