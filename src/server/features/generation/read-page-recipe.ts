import type { FastifyBaseLogger } from 'fastify';
import { toGeneratedRecipe } from '../../../domain/check-ai-recipe.ts';
import { mergeRestrictions, restrictionsFromAllergens, restrictionsFromDietary, toDietaryFlags } from '../../../domain/dietary/restrictions.ts';
import type { TPageRecipeReader } from '../../../domain/imports.ts';
import type { TDatabase } from '../../db/client.ts';
import type { TRecipeGenerator } from '../../providers/llm/recipe-generator.ts';
import type { TStorageProvider } from '../../providers/storage/storage-provider.ts';
import { loadGenerationProfile } from '../../generation/generation-credits.ts';
import { importRecipeFromUrl } from './url-import/import-recipe-from-url.ts';
import { storeImportedImage } from './url-import/store-imported-image.ts';

const MAX_SEED = 2 ** 31 - 1;

export type TPageRecipeReaderDeps = {
  db: TDatabase;
  storage: TStorageProvider;
  generator: TRecipeGenerator;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
};

/**
 * One page of a bulk URL import, read the way the single URL import reads it: the guarded fetch, the page's
 * recipe data (or the model's grounded reading), the cook's dietary guard, and its picture stored in the
 * cook's folder. No generation credit is taken: it is an import. Errors (AppError) say why a page failed.
 */
export function createPageRecipeReader(deps: TPageRecipeReaderDeps): TPageRecipeReader {
  return async (userId, url) => {
    const cook = await loadGenerationProfile(deps.db, userId);
    const restrictions = mergeRestrictions(restrictionsFromDietary(cook.dietary), restrictionsFromAllergens(cook.allergens));
    const read = await importRecipeFromUrl({
      url,
      dietary: toDietaryFlags(restrictions),
      restrictions,
      avoidIngredients: cook.avoidIngredients,
      seed: Math.floor(Math.random() * MAX_SEED),
      generator: deps.generator,
      allowPrivate: deps.allowPrivate,
    });
    const recipe = toGeneratedRecipe(read);
    const notes: string[] = [];
    if (read.imageUrl) {
      try {
        recipe.imageUrl = await storeImportedImage({
          imageUrl: read.imageUrl,
          userId,
          storage: deps.storage,
          fetchOptions: { allowPrivate: deps.allowPrivate },
        });
      } catch (error) {
        deps.log.warn({ err: error }, 'bulk import: page picture not stored');
        notes.push('Its picture could not be downloaded; the dish card stands in.');
      }
    }
    return { recipe, notes };
  };
}
