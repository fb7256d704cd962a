import { Draggable, Droppable } from '@hello-pangea/dnd';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import { recipeListQueryOptions } from '../../../lib/api/recipes.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { paths } from '../../../paths.ts';
import { SIDEBAR_DROPPABLE_ID, toRecipeDraggableId } from '../lib/drag-ids.ts';

const SEARCH_DEBOUNCE_MS = 250;

type TRecipeSidebarProps = {
  armedRecipeId: string | null;
  onToggleArm: (recipe: TSavedRecipe) => void;
  /** Every loaded recipe, so the page can find a dragged one by id. */
  onRecipesLoaded: (recipes: readonly TSavedRecipe[]) => void;
  /** On phones the list fills a sheet, whose title names it. */
  isSheet?: boolean;
};

/** Saved recipes to plan: search, tap to arm (tap again to disarm), or drag onto a day. */
export function RecipeSidebar({ armedRecipeId, onToggleArm, onRecipesLoaded, isSheet = false }: TRecipeSidebarProps) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const recipesQuery = useInfiniteQuery({ ...recipeListQueryOptions({ q: query || undefined, sort: 'title' }), placeholderData: keepPreviousData });
  const recipes = recipesQuery.data?.pages.flatMap((page) => page.recipes) ?? [];
  const { data } = recipesQuery;
  useEffect(() => {
    if (data) onRecipesLoaded(data.pages.flatMap((page) => page.recipes));
  }, [data, onRecipesLoaded]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>, recipe: TSavedRecipe) => {
    // Space lifts the card for a keyboard drag; Enter arms it.
    if (event.key === 'Enter') {
      event.preventDefault();
      onToggleArm(recipe);
    }
  };

  return (
    <aside
      className={isSheet ? 'planner-sidebar planner-sidebar--sheet' : 'planner-sidebar'}
      aria-labelledby={isSheet ? undefined : 'planner-sidebar-title'}
      aria-label={isSheet ? 'Saved recipes' : undefined}
    >
      {isSheet ? null : (
        <h2 id="planner-sidebar-title" className="planner-sidebar__title">
          Saved recipes
        </h2>
      )}
      <div className="field">
        <label htmlFor="planner-search">Search recipes</label>
        <input
          id="planner-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by title or ingredient"
          autoComplete="off"
        />
      </div>
      <p className="planner-sidebar__hint" id="planner-sidebar-hint">
        {isSheet ? 'Tap a recipe to arm it, then tap the days to add it to.' : 'Click a recipe to arm it, then click days to add it. Or drag it onto a day.'}
      </p>
      {recipesQuery.isPending ? <p className="planner-sidebar__status">Loading recipes…</p> : null}
      {recipesQuery.isError ? (
        <p className="planner-sidebar__status planner-sidebar__status--error" role="alert">
          Could not load your saved recipes.
        </p>
      ) : null}
      {recipesQuery.isSuccess && recipes.length === 0 ? (
        <p className="planner-sidebar__status">
          {query ? 'No saved recipes match your search.' : 'No saved recipes yet.'} {query ? null : <Link to={paths.create}>Create one</Link>}
        </p>
      ) : null}
      <Droppable droppableId={SIDEBAR_DROPPABLE_ID} isDropDisabled>
        {(provided) => (
          <div ref={provided.innerRef} {...provided.droppableProps} className="planner-sidebar__list" aria-describedby="planner-sidebar-hint">
            {recipes.map((recipe, index) => {
              const isArmed = recipe.id === armedRecipeId;
              return (
                <Draggable key={recipe.id} draggableId={toRecipeDraggableId(recipe.id)} index={index}>
                  {(dragProvided, snapshot) => (
                    <div
                      ref={dragProvided.innerRef}
                      {...dragProvided.draggableProps}
                      {...dragProvided.dragHandleProps}
                      aria-pressed={isArmed}
                      aria-label={`${recipe.title}${isArmed ? ', armed' : ''}`}
                      className={`planner-recipe${isArmed ? ' planner-recipe--armed' : ''}${snapshot.isDragging ? ' planner-recipe--dragging' : ''}`}
                      onClick={() => onToggleArm(recipe)}
                      onKeyDown={(event) => handleKeyDown(event, recipe)}
                    >
                      {recipe.imageUrl ? (
                        <img src={recipe.imageUrl} alt="" className="planner-recipe__image" loading="lazy" />
                      ) : (
                        <span className="planner-recipe__image planner-recipe__image--none" aria-hidden="true" />
                      )}
                      <span className="planner-recipe__title">{recipe.title}</span>
                      {isArmed ? (
                        <span className="planner-recipe__badge" aria-hidden="true">
                          Armed
                        </span>
                      ) : null}
                    </div>
                  )}
                </Draggable>
              );
            })}
            {provided.placeholder}
          </div>
        )}
      </Droppable>
      {recipesQuery.hasNextPage ? (
        <button type="button" className="button button--ghost" onClick={() => void recipesQuery.fetchNextPage()} disabled={recipesQuery.isFetchingNextPage}>
          {recipesQuery.isFetchingNextPage ? 'Loading…' : 'Show more recipes'}
        </button>
      ) : null}
    </aside>
  );
}
