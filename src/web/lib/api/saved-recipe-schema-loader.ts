/**
 * A saved recipe's schema, imported with the request: the fetchers of /saved and /create (a recipe,
 * a rating, an edit) are on those pages' first load and bring no zod.
 */
export const savedRecipeSchemaLoader = { load: async () => (await import('../../../domain/recipe.ts')).ZSavedRecipeSchema };
