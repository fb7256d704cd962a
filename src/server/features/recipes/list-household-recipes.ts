import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { TListHouseholdRecipesResponse, TRecipeSort } from '../../../domain/recipe-library.ts';
import type { TDatabase } from '../../db/client.ts';
import { householdOf } from '../../db/household-row.ts';
import { toSavedRecipe } from '../../db/recipe-row.ts';
import { householdMember, recipe, user } from '../../db/schema.ts';
import { readRecipeTotal, toOrderBy, toRecipeSearchCondition } from './list-recipes.ts';

export type TListHouseholdRecipesFilter = { q?: string | undefined; sort: TRecipeSort; limit: number; offset: number };

/**
 * GET /api/household/recipes: the saved recipes of the caller's household's other members, for the
 * planner's "Household" list. Membership is read in the same statement, so a cook who left or was
 * removed sees none of them from their very next request. Not cached: another member's save must
 * show at once, and the per-cook cache only hears of the cook's own rows.
 */
export async function listHouseholdRecipes(db: TDatabase, userId: string, filter: TListHouseholdRecipesFilter): Promise<TListHouseholdRecipesResponse> {
  const members = db
    .select({ userId: householdMember.userId })
    .from(householdMember)
    .where(eq(householdMember.householdId, householdOf(userId)));
  const conditions: SQL[] = [inArray(recipe.userId, members), ne(recipe.userId, userId)];
  const searchCondition = toRecipeSearchCondition(filter.q);
  if (searchCondition) conditions.push(searchCondition);
  const rows = await db
    .select({ row: recipe, ownerName: user.name, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(recipe)
    .innerJoin(user, eq(user.id, recipe.userId))
    .where(and(...conditions))
    .orderBy(...toOrderBy(filter.sort))
    .limit(filter.limit)
    .offset(filter.offset);
  return {
    recipes: rows.map(({ row, ownerName }) => ({ ...toSavedRecipe(row), savedBy: { userId: row.userId, name: ownerName } })),
    total: await readRecipeTotal(db, rows, conditions, filter.offset),
  };
}
