import { toGeneratedRecipe } from '../../../domain/check-ai-recipe.ts';
import { parsePromptRestrictions } from '../../../domain/dietary/parse-prompt-restrictions.ts';
import {
  mergeRestrictions,
  NO_RESTRICTIONS,
  parseRestrictionLabels,
  restrictionsFromAllergens,
  restrictionsFromDietary,
  toDietaryFlags,
} from '../../../domain/dietary/restrictions.ts';
import { listAllergens } from '../../../domain/dietary/read-ingredient-facts.ts';
import type { TGenerateRecipeRequest, TGenerateRecipeResponse } from '../../../domain/generation.ts';
import { isDishPrompt, NOT_A_DISH_MESSAGE } from '../../../domain/dish-prompt.ts';
import { PROMPT_MAX_LENGTH } from '../../../domain/limits.ts';
import { EMPTY_PROMPT_MESSAGE, isUrlPrompt, URL_IMPORT_PRO_MESSAGE } from '../../../domain/prompt-rules.ts';
import { recordEvent } from '../../analytics/record-event.ts';
import { readPromptMatch } from '../../composer/read-request/read-prompt-match.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { AppError } from '../../errors.ts';
import { enforceRate } from '../../plugins/rate-limit-plugin.ts';
import { generateWithGuard } from '../../generation/generate-with-guard.ts';
import { loadGenerationProfile, refundGenerationCredit, takeGenerationCredit } from '../../generation/generation-credits.ts';
import type { FastifyBaseLogger } from 'fastify';
import { toSourceUrl } from '../../../domain/recipe.ts';
import { importRecipeFromUrl } from './url-import/import-recipe-from-url.ts';
import { storeImportedImage } from './url-import/store-imported-image.ts';

export const PROMPT_TOO_LONG_MESSAGE = `Recipe prompts can be at most ${PROMPT_MAX_LENGTH} characters.`;

const MAX_SEED = 2 ** 31 - 1;

const OPEN_MATCH_NOTE = "You didn't name a dish, so this is one chosen for your request.";

type TGenerateRecipeDeps = Pick<TAppDeps, 'database' | 'generator' | 'config' | 'storage' | 'rateLimiter' | 'clock'> & { log: FastifyBaseLogger };

/**
 * POST /generate-recipe after sign-in: the generation checks in their written order, one credit taken
 * atomically, the generator (or URL import) with the format check and dietary guard, and the
 * credit given back if anything fails.
 */
export async function generateRecipe(deps: TGenerateRecipeDeps, callerId: string, body: TGenerateRecipeRequest): Promise<TGenerateRecipeResponse> {
  if (body.userId !== callerId) throw new AppError('FORBIDDEN', 'You can only generate recipes for your own account.');
  const prompt = body.prompt.trim();
  if (prompt === '') throw new AppError('BAD_REQUEST', EMPTY_PROMPT_MESSAGE);
  if ([...prompt].length > PROMPT_MAX_LENGTH) throw new AppError('BAD_REQUEST', PROMPT_TOO_LONG_MESSAGE);
  const isUrl = isUrlPrompt(prompt);
  // Before the credit: gibberish would otherwise cost a generation and come back as a random dish.
  if (!isUrl && !isDishPrompt(prompt)) throw new AppError('BAD_REQUEST', NOT_A_DISH_MESSAGE);

  const { db } = deps.database;
  const now = deps.clock.now();
  const cook = await loadGenerationProfile(db, callerId, now);
  if (isUrl && !cook.isPro) throw new AppError('PRO_REQUIRED', URL_IMPORT_PRO_MESSAGE);
  // A URL import fetches another site's page: its own, lower limit on top of the generation one.
  if (isUrl) await enforceRate(deps.rateLimiter, 'url-import', { ip: '', account: callerId });

  const credit = await takeGenerationCredit(db, callerId, cook.isPro, now);
  try {
    // Profile flags, allergens, the call's labels and what the prompt states: one set, enforced everywhere.
    const restrictions = mergeRestrictions(
      restrictionsFromDietary(cook.dietary),
      restrictionsFromAllergens(cook.allergens),
      parseRestrictionLabels(body.dietary ?? []),
      isUrl ? NO_RESTRICTIONS : parsePromptRestrictions(prompt),
    );
    const dietary = toDietaryFlags(restrictions);
    const seed = body.seed ?? Math.floor(Math.random() * MAX_SEED);
    const recipe = isUrl
      ? await importRecipeFromUrl({
          url: prompt,
          dietary,
          restrictions,
          avoidIngredients: cook.avoidIngredients,
          seed,
          generator: deps.generator,
          allowPrivate: deps.config.URL_IMPORT_ALLOW_PRIVATE,
        })
      : await generateWithGuard(deps.generator, {
          prompt,
          cartItems: body.cartList ?? [],
          useSoonItems: body.useSoonList ?? [],
          dietary,
          restrictions,
          avoidIngredients: cook.avoidIngredients,
          seed,
        });
    const generated = toGeneratedRecipe(recipe);
    if (isUrl) generated.sourceUrl = toSourceUrl(prompt);
    if (isUrl && recipe.imageUrl) {
      // The page's own picture, kept in the cook's folder; without it the client draws the dish card.
      try {
        generated.imageUrl = await storeImportedImage({
          imageUrl: recipe.imageUrl,
          userId: callerId,
          storage: deps.storage,
          fetchOptions: { allowPrivate: deps.config.URL_IMPORT_ALLOW_PRIVATE },
        });
      } catch (error) {
        deps.log.warn({ err: error }, 'imported recipe picture not stored; the dish card stands in');
      }
    }
    await recordEvent(db, {
      category: 'generation',
      action: isUrl ? 'url' : 'text',
      label: deps.generator.name,
      userId: callerId,
      plan: cook.isPro ? 'pro' : 'free',
    });
    // The composer says how its answer matches; an AI model makes the dish named, or answers an open request.
    // Only the built-in composer's own word is taken; a model's JSON does not decide how it matched.
    const isComposer = deps.generator.name === 'builtin';
    const match = isUrl ? 'named' : ((isComposer ? recipe.match : undefined) ?? readPromptMatch(prompt));
    const matchNote = match === 'named' ? undefined : ((isComposer ? recipe.matchNote : undefined) ?? (match === 'open' ? OPEN_MATCH_NOTE : undefined));
    return {
      recipe: generated,
      allergens: listAllergens(recipe.ingredients.map((line) => line.name)),
      generationsLeft: credit.generationsLeft,
      match,
      ...(matchNote ? { matchNote } : {}),
    };
  } catch (error) {
    await refundGenerationCredit(db, callerId, credit);
    throw error;
  }
}
