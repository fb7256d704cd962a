import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { ZSessionRecipeSchema, type TSessionRecipe } from '../lib/session-recipe.ts';

const ZStoredListSchema = z.array(ZSessionRecipeSchema);

function readStorageKey(userId: string): string {
  return `forkcast.createSession.${userId}`;
}

function readStoredRecipes(userId: string): TSessionRecipe[] {
  try {
    const raw = window.sessionStorage.getItem(readStorageKey(userId));
    if (!raw) return [];
    const parsed = ZStoredListSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    // Storage can be unavailable (private mode) or hold garbage: start empty.
    return [];
  }
}

/**
 * The session list of generated recipes (session only). Kept in sessionStorage per user
 * so leaving the page and coming back, or a refresh, keeps this tab's recipes.
 */
export function useSessionRecipes(userId: string) {
  const [recipes, setRecipes] = useState<TSessionRecipe[]>(() => readStoredRecipes(userId));

  useEffect(() => {
    try {
      window.sessionStorage.setItem(readStorageKey(userId), JSON.stringify(recipes));
    } catch {
      // Not fatal: the list still lives in memory.
    }
  }, [recipes, userId]);

  /** Newest first; callers give new recipes fresh ids. */
  const addRecipe = useCallback((recipe: TSessionRecipe) => {
    setRecipes((current) => [recipe, ...current]);
  }, []);

  /** Newest first, unless the same recipe (same id) is already listed: for arrivals that may repeat. */
  const addRecipeOnce = useCallback((recipe: TSessionRecipe) => {
    setRecipes((current) => (current.some((item) => item.id === recipe.id) ? current : [recipe, ...current]));
  }, []);

  const updateRecipe = useCallback((id: string, patch: Partial<TSessionRecipe>) => {
    setRecipes((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  return { recipes, addRecipe, addRecipeOnce, updateRecipe };
}
