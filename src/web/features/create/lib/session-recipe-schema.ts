import { z } from 'zod';
import { ZGeneratedRecipeSchema } from '../../../../domain/generated-recipe.ts';

// The Create page's schemas, imported when a stored list or a shared recipe is there to read: the page's
// first load brings no zod (session-recipe.ts holds its rules, and its type comes from here).

/** A generated recipe as the Create page keeps it: plus what the page learned after generation. */
export const ZSessionRecipeSchema = ZGeneratedRecipeSchema.extend({
  /** Id of the saved copy once the cook saved it (shown as Saved in the list). */
  savedRecipeId: z.string().nullable(),
  /** How it matches the prompt when it is not the dish named (the generation's matchNote). */
  matchNote: z.string().optional(),
});
export type TSessionRecipe = z.infer<typeof ZSessionRecipeSchema>;

/** The session's list as sessionStorage keeps it. */
export const ZStoredSessionRecipesSchema = z.array(ZSessionRecipeSchema);

/** Router state carrying a recipe shared from /shared (its "Edit a copy"). */
export const ZSharedArrivalStateSchema = z.object({ sharedRecipe: ZGeneratedRecipeSchema });
