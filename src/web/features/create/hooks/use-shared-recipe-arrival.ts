import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ZGeneratedRecipeSchema } from '../../../../domain/recipe.ts';
import { toSessionRecipe, type TSessionRecipe } from '../lib/session-recipe.ts';

const ZSharedArrivalStateSchema = z.object({ sharedRecipe: ZGeneratedRecipeSchema });

/**
 * A shared recipe arriving through router state is loaded once into the session list.
 * The state is cleared (replace) so a refresh or a back/forward does not bring it again.
 */
export function useSharedRecipeArrival(addRecipe: (recipe: TSessionRecipe) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    const parsed = ZSharedArrivalStateSchema.safeParse(location.state);
    if (!parsed.success) return;
    // StrictMode runs effects twice: the location key marks this arrival as handled.
    if (handledKey.current === location.key) return;
    handledKey.current = location.key;
    addRecipe(toSessionRecipe({ ...parsed.data.sharedRecipe, source: 'shared' }));
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.state, location.key, location.pathname, location.search, addRecipe, navigate]);
}
