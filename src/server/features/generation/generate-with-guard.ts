import { AI_PARSE_ERROR_MESSAGE, checkAiRecipe } from '../../../domain/check-ai-recipe.ts';
import type { TAiRecipe } from '../../../domain/ai-recipe.ts';
import { describeDietaryViolations, findDietaryViolations } from '../../../domain/dietary/find-dietary-violations.ts';
import type { TDietary } from '../../../domain/profile.ts';
import { AppError } from '../../errors.ts';
import type { TRecipeGenerator, TRecipeRequest } from '../../providers/llm/recipe-generator.ts';

/** Runs the spec §5 format check on any generator's answer; a bad shape is AI_PARSE_ERROR. */
export function toCheckedRecipe(raw: unknown): TAiRecipe {
  const checked = checkAiRecipe(raw);
  if (!checked.isValid) throw new AppError('AI_PARSE_ERROR', AI_PARSE_ERROR_MESSAGE);
  return checked.recipe;
}

/** The dietary guard's final word when a recipe still breaks the cook's restrictions. */
export function assertFitsDiet(recipe: TAiRecipe, dietary: TDietary): void {
  const violations = findDietaryViolations(recipe.ingredients.map((ingredient) => ingredient.name), dietary);
  if (violations.length > 0) {
    throw new AppError(
      'DIETARY_VIOLATION',
      `We could not make this recipe fit your dietary restrictions: ${describeDietaryViolations(violations)}. Please try again or change your prompt.`,
    );
  }
}

/**
 * Generates, checks the format, then the dietary guard: a recipe that breaks the cook's restrictions
 * is sent back once with the violation named (and a new seed); a second violation is an error.
 */
export async function generateWithGuard(generator: TRecipeGenerator, request: TRecipeRequest): Promise<TAiRecipe> {
  const first = toCheckedRecipe(await generator.generate(request));
  const violations = findDietaryViolations(first.ingredients.map((ingredient) => ingredient.name), request.dietary);
  if (violations.length === 0) return first;
  const second = toCheckedRecipe(
    await generator.generate({ ...request, seed: request.seed + 1, violationFeedback: describeDietaryViolations(violations) }),
  );
  assertFitsDiet(second, request.dietary);
  return second;
}
