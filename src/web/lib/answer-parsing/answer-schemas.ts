import { z } from 'zod';
import { readAnswerJson } from './read-answer-json.ts';

// The schema of every answer the app reads by name (`apiRequest(path, 'cart')`). This module runs in the
// answer worker (answer-worker.ts), or on the page where no worker starts (answer-client.ts): the page's own
// chunks carry only the names, never zod. Each schema's module is imported when its answer is first asked for.
export const ANSWER_SCHEMAS = {
  recipeList: async () => (await import('../../../domain/recipe-library.ts')).ZListRecipesResponseSchema,
  householdRecipes: async () => (await import('../../../domain/recipe-library.ts')).ZListHouseholdRecipesResponseSchema,
  shareRecipe: async () => (await import('../../../domain/recipe-library.ts')).ZShareRecipeResponseSchema,
  savedRecipe: async () => (await import('../../../domain/recipe.ts')).ZSavedRecipeSchema,
  cart: async () => (await import('../../../domain/cart.ts')).ZCartSchema,
  profile: async () => (await import('../../../domain/profile.ts')).ZProfileSchema,
  unreadCount: async () => (await import('../../../domain/unread-count.ts')).ZUnreadCountSchema,
  mealPlanRange: async () => (await import('../../../domain/meal-plan.ts')).ZMealPlanRangeSchema,
  mealPlanEntry: async () => (await import('../../../domain/meal-plan.ts')).ZMealPlanEntrySchema,
  /** better-auth's session (lib/auth/fetch-session.ts: the first load reads it without better-auth's client). */
  session: async () => (await import('../auth/session-schema.ts')).ZGetSessionAnswerSchema,
  generateRecipe: async () => (await import('../../../domain/generation.ts')).ZGenerateRecipeResponseSchema,
  generateImage: async () => (await import('../../../domain/generation.ts')).ZGenerateImageResponseSchema,
  /** The account keeps `email` until the link sent to `pendingEmail` is opened. */
  changeEmail: async () => z.object({ email: z.string(), emailVerified: z.boolean(), pendingEmail: z.string() }),
  /** A request that sends no body back (a DELETE's 204 reads as null). */
  nullAnswer: async () => z.null(),
};

export type TAnswerName = keyof typeof ANSWER_SCHEMAS;
export type TAnswer<TName extends TAnswerName> = z.output<Awaited<ReturnType<(typeof ANSWER_SCHEMAS)[TName]>>>;

/** The parsed answer, or `isRefused` when the text is not JSON or not of its schema. */
export type TAnswerReading = { isRefused: false; answer: unknown } | { isRefused: true };

/** Parses an answer's text (empty reads as null) against its named schema. */
export async function readAnswer(name: TAnswerName, text: string): Promise<TAnswerReading> {
  const schema = await ANSWER_SCHEMAS[name]();
  const reading = readAnswerJson(text, `The ${name} answer`);
  if (!reading.isJson) return { isRefused: true };
  const parsed = schema.safeParse(reading.json);
  if (!parsed.success) {
    console.error(`The ${name} answer does not match its schema`, parsed.error.issues);
    return { isRefused: true };
  }
  return { isRefused: false, answer: parsed.data };
}
