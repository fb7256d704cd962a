import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { TListHouseholdRecipesResponse, TRecipeSort } from '../../../domain/recipe-library.ts';
import type { TDatabase } from '../../db/client.ts';
import { householdOf } from '../../db/household-row.ts';
import { toSavedRecipe } from '../../db/recipe-row.ts';
import { householdMember, recipe, user } from '../../db/schema.ts';
import { escapeLikePattern, toOrderBy } from './list-recipes.ts';

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
  const search = filter.q?.trim();
  if (search) {
    const pattern = `%${escapeLikePattern(search)}%`;
    conditions.push(
      sql`(${recipe.title} ilike ${pattern} or exists (select 1 from jsonb_array_elements_text(${recipe.ingredients}) as line where line ilike ${pattern}))`,
    );
  }
  const rows = await db
    .select({ row: recipe, ownerName: user.name, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(recipe)
    .innerJoin(user, eq(user.id, recipe.userId))
    .where(and(...conditions))
    .orderBy(...toOrderBy(filter.sort))
    .limit(filter.limit)
    .offset(filter.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.offset > 0) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(recipe)
      .where(and(...conditions));
    total = counted?.total ?? 0;
  }
  return {
    recipes: rows.map(({ row, ownerName }) => ({ ...toSavedRecipe(row), savedBy: { userId: row.userId, name: ownerName } })),
    total,
  };
}
