import { useCallback, useEffect, useState } from 'react';
import type { TSessionRecipe } from '../lib/session-recipe.ts';

function readStorageKey(userId: string): string {
  return `forkcast.createSession.${userId}`;
}

function readStoredText(userId: string): string | null {
  try {
    return window.sessionStorage.getItem(readStorageKey(userId));
  } catch {
    // Storage can be unavailable (private mode): start empty.
    return null;
  }
}

/** How many recipes a stored list holds, unchecked: the restoring list keeps a place for each. */
function countStoredItems(text: string | null): number {
  if (!text) return 0;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.length : 0;
  } catch {
    return 0;
  }
}

/** The stored list, checked against its schema (garbage reads as an empty list). */
async function parseStoredRecipes(text: string): Promise<TSessionRecipe[]> {
  const { ZStoredSessionRecipesSchema } = await import('../lib/session-recipe-schema.ts');
  try {
    const parsed = ZStoredSessionRecipesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
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
  const [storedText] = useState(() => readStoredText(userId));
  const [restoringCount] = useState(() => countStoredItems(storedText));
  const [restore, setRestore] = useState<TRestore>(restoringCount > 0 ? 'restoring' : 'restored');
  const [recipes, setRecipes] = useState<TSessionRecipe[]>([]);

  useEffect(() => {
    if (!storedText || restoringCount === 0) return;
    let isLive = true;
    parseStoredRecipes(storedText)
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
  }, [storedText, restoringCount]);

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
