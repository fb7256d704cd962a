import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { TListRecipesResponse, TRecipeSort } from '../../../domain/recipe-library.ts';
import type { TRecipeCategory } from '../../../domain/limits.ts';
import type { TDatabase } from '../../db/client.ts';
import { recipe } from '../../db/schema.ts';
import { toSavedRecipe } from './recipe-row.ts';

export type TListRecipesFilter = {
  q?: string | undefined;
  sort: TRecipeSort;
  category?: TRecipeCategory | undefined;
  minRating?: number | undefined;
  maxTotalMinutes?: number | undefined;
  limit: number;
  offset: number;
};

/** LIKE treats % and _ as wildcards and \ as the escape: a search for '50%' means the text '50%'. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function toOrderBy(sort: TRecipeSort): SQL[] {
  // Every order ends on id so pages never repeat or skip rows that tie.
  switch (sort) {
    case 'oldest':
      return [asc(recipe.createdAt), asc(recipe.id)];
    case 'title':
      return [sql`lower(${recipe.title}) asc`, asc(recipe.id)];
    case 'rating':
      return [desc(recipe.rating), desc(recipe.createdAt), asc(recipe.id)];
    case 'cookTime':
      return [sql`${recipe.totalMinutes} asc nulls last`, desc(recipe.createdAt), asc(recipe.id)];
    case 'newest':
      return [desc(recipe.createdAt), asc(recipe.id)];
  }
}

/** The caller's saved recipes: search over title and ingredient lines, filters, one page and the total. */
export async function listRecipes(db: TDatabase, userId: string, filter: TListRecipesFilter): Promise<TListRecipesResponse> {
  const conditions: SQL[] = [eq(recipe.userId, userId)];
  const search = filter.q?.trim();
  if (search) {
    const pattern = `%${escapeLikePattern(search)}%`;
    conditions.push(
      sql`(${recipe.title} ilike ${pattern} or exists (select 1 from jsonb_array_elements_text(${recipe.ingredients}) as line where line ilike ${pattern}))`,
    );
  }
  if (filter.category) conditions.push(eq(recipe.category, filter.category));
  if (filter.minRating !== undefined && filter.minRating > 0) conditions.push(gte(recipe.rating, filter.minRating));
  if (filter.maxTotalMinutes !== undefined) conditions.push(lte(recipe.totalMinutes, filter.maxTotalMinutes));

  const rows = await db
    .select({ row: recipe, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(recipe)
    .where(and(...conditions))
    .orderBy(...toOrderBy(filter.sort))
    .limit(filter.limit)
    .offset(filter.offset);

  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.offset > 0) {
    // Past the last page the window function has no row to ride on.
    const [counted] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(recipe).where(and(...conditions));
    total = counted?.total ?? 0;
  }
  return { recipes: rows.map(({ row }) => toSavedRecipe(row)), total };
}
