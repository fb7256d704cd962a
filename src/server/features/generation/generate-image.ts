import { createRecipeImageKey } from '../../providers/storage/recipe-image-keys.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { TGenerateImageRequest } from '../../../domain/generation.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import type { TImage } from '../../providers/images/image-provider.ts';
import { createSvgImageProvider } from '../../providers/images/svg-image-provider.ts';

export const BLANK_RECIPE_IMAGE_MESSAGE = 'Add a title and at least one ingredient first.';
export const IMAGE_NOT_STORED_MESSAGE = 'The picture could not be saved right now. Please try again.';

type TGenerateImageDeps = Pick<TAppDeps, 'images' | 'storage'> & { log: FastifyBaseLogger };

/** POST /generate-image: a picture for the recipe, stored in the caller's folder and served from /uploads/recipe-images/. */
export async function generateImage(deps: TGenerateImageDeps, userId: string, { title, ingredients }: TGenerateImageRequest): Promise<{ imageUrl: string }> {
  const lines = ingredients.map((line) => line.trim()).filter(Boolean);
  if (title.trim() === '' || lines.length === 0) throw new AppError('BAD_REQUEST', BLANK_RECIPE_IMAGE_MESSAGE);
  const request = { title: title.trim(), ingredients: lines };
  let image: TImage;
  try {
    image = await deps.images.createImage(request);
  } catch (error) {
    if (deps.images.name === 'svg') throw error;
    // A failing image API should not leave the recipe without a picture: the built-in card stands in.
    deps.log.warn({ err: error }, 'image provider failed; using the SVG dish card');
    image = await createSvgImageProvider().createImage(request);
  }
  try {
    const stored = await deps.storage.put(createRecipeImageKey(userId, image.extension), image.bytes, image.contentType);
    return { imageUrl: stored.url };
  } catch (error) {
    // An object store that is down or hanging (S3): say so plainly instead of a bare 500.
    deps.log.error({ err: error }, 'recipe image could not be stored');
    throw new AppError('UPSTREAM_ERROR', IMAGE_NOT_STORED_MESSAGE);
  }
}
