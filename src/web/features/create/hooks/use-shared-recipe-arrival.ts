import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toSessionRecipe, type TSessionRecipe } from '../lib/session-recipe.ts';

/**
 * A shared recipe arriving through router state is loaded once into the session list.
 * The state is cleared (replace) so a refresh or a back/forward does not bring it again.
 * Its schema (and zod) is imported only when router state is there: most visits have none.
 */
export function useSharedRecipeArrival(addRecipe: (recipe: TSessionRecipe) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);
  const isMountedRef = useRef(false);

  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  useEffect(() => {
    const state: unknown = location.state;
    if (typeof state !== 'object' || state === null || !('sharedRecipe' in state)) return;
    // StrictMode runs effects twice: the location key marks this arrival as handled.
    if (handledKey.current === location.key) return;
    handledKey.current = location.key;
    const { pathname, search } = location;
    void import('../lib/session-recipe-schema.ts')
      .then(({ ZSharedArrivalStateSchema }) => {
        const parsed = ZSharedArrivalStateSchema.safeParse(state);
        if (!parsed.success || !isMountedRef.current) return;
        addRecipe(toSessionRecipe({ ...parsed.data.sharedRecipe, source: 'shared' }));
        navigate(`${pathname}${search}`, { replace: true, state: null });
      })
      // Offline with the chunk not cached: the recipe is not added (the shared page is still one step back).
      .catch(() => undefined);
  }, [location, addRecipe, navigate]);
}
