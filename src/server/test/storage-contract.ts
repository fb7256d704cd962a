import { expect, it } from 'vitest';
import { createRecipeImageKey, isOwnRecipeImageUrl } from '../providers/storage/recipe-image-keys.ts';
import type { TStorageProvider } from '../providers/storage/storage-provider.ts';

// What every storage adapter must do (local folder, S3), run by each adapter's test file.

const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export function defineStorageContract(openStorage: () => TStorageProvider, { urlPrefix }: { urlPrefix: string }): void {
  it('puts an object and gets the same bytes and content type back, at a URL under its prefix', async () => {
    const storage = openStorage();
    const key = createRecipeImageKey('cook-a', 'svg');
    const stored = await storage.put(key, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    expect(stored).toEqual({ key, url: `${urlPrefix}${key}` });
    expect(await storage.get(key)).toEqual({ body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), contentType: 'image/svg+xml' });
    const pngKey = createRecipeImageKey('cook-a', 'png');
    await storage.put(pngKey, PNG_BYTES, 'image/png');
    const png = await storage.get(pngKey);
    expect(png?.contentType).toBe('image/png');
    expect(png?.body.equals(PNG_BYTES)).toBe(true);
  });

  it('answers null for a missing object and for an unsafe key, and refuses to store under an unsafe key', async () => {
    const storage = openStorage();
    expect(await storage.get('recipe-images/nobody/missing.svg')).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
    await expect(storage.put('../escape.svg', Buffer.from('x'), 'image/svg+xml')).rejects.toThrow(/unsafe/);
    await expect(storage.put('recipe-images/../../escape.svg', Buffer.from('x'), 'image/svg+xml')).rejects.toThrow(/unsafe/);
  });

  it('keeps a folder per user: a URL is only ever its owner’s, and foreign URLs map to no key', async () => {
    const storage = openStorage();
    const stored = await storage.put(createRecipeImageKey('cook-a', 'svg'), Buffer.from('<svg/>'), 'image/svg+xml');
    expect(stored.key.startsWith('recipe-images/cook-a/')).toBe(true);
    expect(isOwnRecipeImageUrl(storage, stored.url, 'cook-a')).toBe(true);
    expect(isOwnRecipeImageUrl(storage, stored.url, 'cook-b')).toBe(false);
    // A user id that is a prefix of another's never reaches into the longer one's folder.
    expect(isOwnRecipeImageUrl(storage, stored.url, 'cook-')).toBe(false);
    expect(storage.keyFromUrl('https://elsewhere.example/recipe-images/cook-a/x.svg')).toBeNull();
    expect(storage.keyFromUrl(`${urlPrefix}recipe-images/../../secret`)).toBeNull();
    expect(storage.keyFromUrl(`${stored.url}?v=2`)).toBe(stored.key);
  });

  it('deletes by URL; a missing object or a foreign URL is a no-op that leaves other objects alone', async () => {
    const storage = openStorage();
    const kept = await storage.put(createRecipeImageKey('cook-b', 'svg'), Buffer.from('<svg>kept</svg>'), 'image/svg+xml');
    const gone = await storage.put(createRecipeImageKey('cook-b', 'svg'), Buffer.from('<svg>gone</svg>'), 'image/svg+xml');
    await storage.deleteByUrl(gone.url);
    expect(await storage.get(gone.key)).toBeNull();
    await expect(storage.deleteByUrl(gone.url)).resolves.toBeUndefined();
    await expect(storage.deleteByUrl('https://elsewhere.example/x.png')).resolves.toBeUndefined();
    await expect(storage.deleteByUrl(`${urlPrefix}../../etc/passwd`)).resolves.toBeUndefined();
    expect((await storage.get(kept.key))?.body.toString()).toBe('<svg>kept</svg>');
  });
}
