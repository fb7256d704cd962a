import type { TStorageProvider } from '../../../providers/storage/storage-provider.ts';
import { createRecipeImageKey } from '../../../providers/storage/recipe-image-keys.ts';
import { AppError } from '../../../errors.ts';
import { sniffImageType } from '../../../providers/storage/sniff-image-type.ts';
import { fetchImageBytes, type TFetchPageOptions } from './fetch-page.ts';

export { sniffImageType, type TImageType } from '../../../providers/storage/sniff-image-type.ts';

type TStoreImportedImageInput = {
  imageUrl: string;
  userId: string;
  storage: TStorageProvider;
  fetchOptions: TFetchPageOptions;
};

/**
 * Downloads an imported page's picture through the URL-import guard (public addresses only unless
 * allowed, 5 MB, JPEG/PNG/WebP/AVIF by their bytes) and stores it in the user's own folder.
 */
export async function storeImportedImage({ imageUrl, userId, storage, fetchOptions }: TStoreImportedImageInput): Promise<string> {
  const { body } = await fetchImageBytes(imageUrl, fetchOptions);
  const type = sniffImageType(body);
  if (!type) throw new AppError('BAD_REQUEST', 'That address is not a JPEG, PNG, WebP or AVIF picture.');
  const stored = await storage.put(createRecipeImageKey(userId, type.extension), body, type.contentType);
  return stored.url;
}
