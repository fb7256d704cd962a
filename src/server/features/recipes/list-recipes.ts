import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TListRecipesResponse, TRecipeSort } from '../../../domain/recipe-library.ts';
import type { TRecipeCategory } from '../../../domain/limits.ts';
import type { TDatabase } from '../../db/client.ts';
import { recipe } from '../../db/schema.ts';
import { toSavedRecipe } from '../../db/recipe-row.ts';

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

/** A search over the title and the ingredient lines, or nothing for an empty search. */
export function toRecipeSearchCondition(q: string | undefined): SQL | null {
  const search = q?.trim();
  if (!search) return null;
  const pattern = `%${escapeLikePattern(search)}%`;
  return sql`(${recipe.title} ilike ${pattern} or exists (select 1 from jsonb_array_elements_text(${recipe.ingredients}) as line where line ilike ${pattern}))`;
}

/** The total beside a page: from the window count on its rows, or counted apart past the last page. */
export async function readRecipeTotal(db: TDatabase, rows: readonly { total: number }[], conditions: SQL[], offset: number): Promise<number> {
  if (rows.length > 0 || offset === 0) return rows[0]?.total ?? 0;
  // Past the last page the window function has no row to ride on.
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(recipe)
    .where(and(...conditions));
  return counted?.total ?? 0;
}

export function toOrderBy(sort: TRecipeSort): SQL[] {
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

const selection = { row: recipe, total: sql<number>`count(*) over ()`.mapWith(Number) };

function prepareUnfilteredList(db: TDatabase, sort: TRecipeSort) {
  return db
    .select(selection)
    .from(recipe)
    .where(eq(recipe.userId, sql.placeholder('userId')))
    .orderBy(...toOrderBy(sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`forkcast_list_recipes_${sort}`);
}

/**
 * The library's first load (no search, no filter) as named prepared statements, one per sort: no query
 * building per request, and PostgreSQL parses and plans them once per connection.
 */
const unfilteredLists = new WeakMap<TDatabase, Map<TRecipeSort, ReturnType<typeof prepareUnfilteredList>>>();

function readUnfilteredList(db: TDatabase, sort: TRecipeSort): ReturnType<typeof prepareUnfilteredList> {
  let bySort = unfilteredLists.get(db);
  if (!bySort) unfilteredLists.set(db, (bySort = new Map()));
  let prepared = bySort.get(sort);
  if (!prepared) bySort.set(sort, (prepared = prepareUnfilteredList(db, sort)));
  return prepared;
}

function isUnfiltered(filter: TListRecipesFilter): boolean {
  return !filter.q?.trim() && !filter.category && !filter.minRating && filter.maxTotalMinutes === undefined;
}

/** The caller's saved recipes: search over title and ingredient lines, filters, one page and the total. */
export async function listRecipes(db: TDatabase, userId: string, filter: TListRecipesFilter): Promise<TListRecipesResponse> {
  // A prepared statement runs on the pool, so a transaction builds its query as usual.
  if (isUnfiltered(filter) && filter.offset === 0 && !(db instanceof PgTransaction)) {
    const rows = await readUnfilteredList(db, filter.sort).execute({ userId, limit: filter.limit, offset: 0 });
    return { recipes: rows.map(({ row }) => toSavedRecipe(row)), total: rows[0]?.total ?? 0 };
  }
  const conditions: SQL[] = [eq(recipe.userId, userId)];
  const searchCondition = toRecipeSearchCondition(filter.q);
  if (searchCondition) conditions.push(searchCondition);
  if (filter.category) conditions.push(eq(recipe.category, filter.category));
  if (filter.minRating !== undefined && filter.minRating > 0) conditions.push(gte(recipe.rating, filter.minRating));
  if (filter.maxTotalMinutes !== undefined) conditions.push(lte(recipe.totalMinutes, filter.maxTotalMinutes));

  const rows = await db
    .select(selection)
    .from(recipe)
    .where(and(...conditions))
    .orderBy(...toOrderBy(filter.sort))
    .limit(filter.limit)
    .offset(filter.offset);

  return { recipes: rows.map(({ row }) => toSavedRecipe(row)), total: await readRecipeTotal(db, rows, conditions, filter.offset) };
}
