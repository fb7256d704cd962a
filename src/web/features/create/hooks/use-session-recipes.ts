import { useCallback, useEffect, useState } from 'react';
import type { TSessionRecipe } from '../lib/session-recipe.ts';

function readStorageKey(userId: string): string {
  return `forkcast.createSession.${userId}`;
}

/**
 * The stored list as JSON, unchecked: the restoring list keeps a place for each item. Empty when there is none,
 * when storage is unavailable (private mode) or when it holds no list.
 */
function readStoredItems(userId: string): unknown[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(readStorageKey(userId)) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** The stored list, checked against its schema (garbage reads as an empty list). */
async function parseStoredRecipes(items: readonly unknown[]): Promise<TSessionRecipe[]> {
  const { ZStoredSessionRecipesSchema } = await import('../lib/session-recipe-schema.ts');
  const parsed = ZStoredSessionRecipesSchema.safeParse(items);
  return parsed.success ? parsed.data : [];
}

type TRestore = 'restoring' | 'restored' | 'failed';

/**
 * The session list of generated recipes (session only). Kept in sessionStorage per user
 * so leaving the page and coming back, or a refresh, keeps this tab's recipes.
 *
 * A stored list is read after the first render, once its schema (and zod) has loaded: the page's first
 * load stays without them. Until then `restoringCount` says how many cards to keep a place for.
 */
export function useSessionRecipes(userId: string) {
  // Read once, at mount: the list this tab stored before the refresh.
  const [storedItems] = useState(() => readStoredItems(userId));
  const restoringCount = storedItems.length;
  const [restore, setRestore] = useState<TRestore>(restoringCount > 0 ? 'restoring' : 'restored');
  const [recipes, setRecipes] = useState<TSessionRecipe[]>([]);

  useEffect(() => {
    if (storedItems.length === 0) return;
    let isLive = true;
    parseStoredRecipes(storedItems)
      .then((restored) => {
        if (!isLive) return;
        // Recipes added meanwhile (a shared arrival) are the newest: they stay first.
        setRecipes((current) => [...current, ...restored.filter((recipe) => !current.some((added) => added.id === recipe.id))]);
        setRestore('restored');
      })
      // The schema's chunk did not load (offline and not cached): the stored list is left as it was.
      .catch(() => {
        if (isLive) setRestore('failed');
      });
    return () => {
      isLive = false;
    };
  }, [storedItems]);

  useEffect(() => {
    // Before the stored list is read (or when it could not be), writing would replace it.
    if (restore !== 'restored') return;
    try {
      window.sessionStorage.setItem(readStorageKey(userId), JSON.stringify(recipes));
    } catch {
      // Not fatal: the list still lives in memory.
    }
  }, [recipes, userId, restore]);

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

  return { recipes, restoringCount: restore === 'restoring' ? restoringCount : 0, addRecipe, addRecipeOnce, updateRecipe };
}
