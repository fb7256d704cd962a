import type { FastifyBaseLogger } from 'fastify';
import type { TAddCartItem, TAddCartItemResponse } from '../../../domain/cart.ts';
import type { TGenerateRecipeRequest, TGenerateRecipeResponse } from '../../../domain/generation.ts';
import type { TAddMealPlanEntry, TMealPlanEntry } from '../../../domain/meal-plan.ts';
import type { TSavedRecipe } from '../../../domain/recipe.ts';
import type { TListRecipesResponse } from '../../../domain/recipe-library.ts';
import type { TShoppingList } from '../../../domain/shopping-list/shopping-list.ts';

/**
 * The app's own operations the MCP tools call, handed in by app.ts (features do not import each other):
 * a tool is a thin adapter over the same code a route runs, with the same limits and guards.
 */
export type TMcpOperations = {
  searchRecipes: (callerId: string, filter: { q?: string; limit: number; offset: number }) => Promise<TListRecipesResponse>;
  getRecipe: (callerId: string, recipeId: string) => Promise<TSavedRecipe>;
  generateRecipe: (callerId: string, body: TGenerateRecipeRequest, log: FastifyBaseLogger) => Promise<TGenerateRecipeResponse>;
  addMealPlanEntry: (callerId: string, input: TAddMealPlanEntry) => Promise<TMealPlanEntry>;
  getShoppingList: (callerId: string) => Promise<TShoppingList | null>;
  createShoppingList: (callerId: string, range: { startDate: string; endDate: string }) => Promise<TShoppingList>;
  addCartItem: (callerId: string, input: TAddCartItem) => Promise<TAddCartItemResponse>;
};
