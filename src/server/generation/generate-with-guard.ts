import { AI_PARSE_ERROR_MESSAGE, checkAiRecipe } from '../../domain/check-ai-recipe.ts';
import type { TAiRecipe } from '../../domain/ai-recipe.ts';
import { describeAvoidedIngredients, findAvoidedIngredients } from '../../domain/dietary/find-avoided-ingredients.ts';
import { describeDietaryViolations, findRestrictionViolations } from '../../domain/dietary/find-dietary-violations.ts';
import { restrictionsFromDietary, type TRestrictions } from '../../domain/dietary/restrictions.ts';
import type { TDietary } from '../../domain/profile.ts';
import { AppError } from '../errors.ts';
import type { TRecipeGenerator, TRecipeRequest } from '../providers/llm/recipe-generator.ts';

/** Runs the recipe format check on any generator's answer; a bad shape is AI_PARSE_ERROR. */
export function toCheckedRecipe(raw: unknown): TAiRecipe {
  const checked = checkAiRecipe(raw);
  if (!checked.isValid) throw new AppError('AI_PARSE_ERROR', AI_PARSE_ERROR_MESSAGE);
  return checked.recipe;
}

/**
 * Everything the cook's restrictions (profile flags, allergens, prompt) and Pro never-want list forbid
 * in a recipe, in one sentence; '' when it fits.
 */
export function describeGuardViolations(recipe: TAiRecipe, dietary: TDietary | TRestrictions, avoidIngredients: readonly string[] = []): string {
  const restrictions = 'keys' in dietary ? dietary : restrictionsFromDietary(dietary);
  const names = recipe.ingredients.map((ingredient) => ingredient.name);
  const violations = findRestrictionViolations(names, restrictions);
  const avoided = findAvoidedIngredients(names, avoidIngredients);
  return [violations.length > 0 ? describeDietaryViolations(violations) : '', avoided.length > 0 ? describeAvoidedIngredients(avoided) : '']
    .filter(Boolean)
    .join(', ');
}

/** The dietary guard's final word when a recipe still breaks the cook's restrictions. */
export function assertFitsDiet(recipe: TAiRecipe, dietary: TDietary | TRestrictions, avoidIngredients: readonly string[] = []): void {
  const description = describeGuardViolations(recipe, dietary, avoidIngredients);
  if (description !== '') {
    throw new AppError(
      'DIETARY_VIOLATION',
      `We could not make this recipe fit your dietary restrictions: ${description}. Please try again or change your prompt.`,
    );
  }
}

/**
 * Generates, checks the format, then the dietary guard: a recipe that breaks the cook's restrictions
 * is sent back once with the violation named (and a new seed); a second violation is an error.
 */
export async function generateWithGuard(generator: TRecipeGenerator, request: TRecipeRequest): Promise<TAiRecipe> {
  const restrictions = request.restrictions ?? restrictionsFromDietary(request.dietary);
  const first = toCheckedRecipe(await generator.generate(request));
  const violations = describeGuardViolations(first, restrictions, request.avoidIngredients);
  if (violations === '') return first;
  const second = toCheckedRecipe(await generator.generate({ ...request, seed: request.seed + 1, violationFeedback: violations }));
  assertFitsDiet(second, restrictions, request.avoidIngredients);
  return second;
}
