import type { DraggableProvided } from '@hello-pangea/dnd';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { THouseholdRecipe } from '../../../../domain/recipe-library.ts';
import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import { recipeListQueryOptions } from '../../../lib/api/recipes.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { paths } from '../../../paths.ts';
import { householdRecipeListQueryOptions } from '../api/list-household-recipes.ts';
import { SIDEBAR_DROPPABLE_ID, toRecipeDraggableId } from '../lib/drag-ids.ts';
import { usePlannerDnd } from './planner-drag-drop.tsx';

const SEARCH_DEBOUNCE_MS = 250;

/** Whose saved recipes the sidebar lists: the cook's own, or the other household members' (read-only, planned as a copy). */
export type TRecipeSource = 'mine' | 'household';

const SOURCE_LABELS: Record<TRecipeSource, string> = { mine: 'Mine', household: 'Household' };

type TRecipeSidebarProps = {
  /** The search as typed: kept by the page, so it survives the list mounting again when drag and drop arrives. */
  search: string;
  onSearchChange: (search: string) => void;
  source: TRecipeSource;
  onSourceChange: (source: TRecipeSource) => void;
  armedRecipeId: string | null;
  onToggleArm: (recipe: TSavedRecipe) => void;
  /** Every loaded recipe, so the page can find a dragged one by id. */
  onRecipesLoaded: (recipes: readonly TSavedRecipe[]) => void;
  /** On phones the list fills a sheet, whose title names it. */
  isSheet?: boolean;
};

/** Saved recipes to plan (the cook's or the household's): search, tap to arm (tap again to disarm), or drag onto a day. */
export function RecipeSidebar({
  search,
  onSearchChange,
  source,
  onSourceChange,
  armedRecipeId,
  onToggleArm,
  onRecipesLoaded,
  isSheet = false,
}: TRecipeSidebarProps) {
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filters = { q: query || undefined, sort: 'title' } as const;
  const isHousehold = source === 'household';
  const dnd = usePlannerDnd();

  const mineQuery = useInfiniteQuery({ ...recipeListQueryOptions(filters), placeholderData: keepPreviousData, enabled: !isHousehold });
  const householdQuery = useInfiniteQuery({ ...householdRecipeListQueryOptions(filters), placeholderData: keepPreviousData, enabled: isHousehold });
  const recipesQuery = isHousehold ? householdQuery : mineQuery;
  const recipes: readonly (TSavedRecipe | THouseholdRecipe)[] = isHousehold
    ? (householdQuery.data?.pages.flatMap((page) => page.recipes) ?? [])
    : (mineQuery.data?.pages.flatMap((page) => page.recipes) ?? []);
  // Both lists feed the page's lookup of a dragged card by id (ids are unique across cooks).
  const { data: mineData } = mineQuery;
  const { data: householdData } = householdQuery;
  useEffect(() => {
    if (mineData) onRecipesLoaded(mineData.pages.flatMap((page) => page.recipes));
  }, [mineData, onRecipesLoaded]);
  useEffect(() => {
    if (householdData) onRecipesLoaded(householdData.pages.flatMap((page) => page.recipes));
  }, [householdData, onRecipesLoaded]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>, recipe: TSavedRecipe) => {
    // Space lifts the card for a keyboard drag; Enter arms it.
    if (event.key === 'Enter') {
      event.preventDefault();
      onToggleArm(recipe);
    }
  };

  const renderCard = (recipe: TSavedRecipe | THouseholdRecipe, dragProvided: DraggableProvided | null, isDragging: boolean) => {
    const isArmed = recipe.id === armedRecipeId;
    const savedBy = 'savedBy' in recipe ? recipe.savedBy.name : null;
    return (
      <div
        key={recipe.id}
        ref={dragProvided?.innerRef}
        {...dragProvided?.draggableProps}
        {...dragProvided?.dragHandleProps}
        // Without the library the card is still a button (the library's drag handle gives these).
        {...(dragProvided ? {} : { role: 'button', tabIndex: 0 })}
        aria-pressed={isArmed}
        aria-label={`${recipe.title}${savedBy ? `, saved by ${savedBy}` : ''}${isArmed ? ', armed' : ''}`}
        className={`planner-recipe${isArmed ? ' planner-recipe--armed' : ''}${isDragging ? ' planner-recipe--dragging' : ''}`}
        onClick={() => onToggleArm(recipe)}
        onKeyDown={(event) => handleKeyDown(event, recipe)}
      >
        {recipe.imageUrl ? (
          <img src={recipe.imageUrl} alt="" className="planner-recipe__image" width={40} height={40} loading="lazy" decoding="async" />
        ) : (
          <span className="planner-recipe__image planner-recipe__image--none" aria-hidden="true" />
        )}
        <span className="planner-recipe__text">
          <span className="planner-recipe__title">{recipe.title}</span>
          {savedBy ? <span className="planner-recipe__owner">Saved by {savedBy}</span> : null}
        </span>
        {isArmed ? (
          <span className="planner-recipe__badge" aria-hidden="true">
            Armed
          </span>
        ) : null}
      </div>
    );
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
      <fieldset className="planner-source">
        <legend className="visually-hidden">Whose recipes</legend>
        {(['mine', 'household'] as const).map((option) => (
          <label key={option} className={option === source ? 'planner-source__option planner-source__option--on' : 'planner-source__option'}>
            <input
              type="radio"
              name={isSheet ? 'planner-source-sheet' : 'planner-source'}
              value={option}
              checked={option === source}
              onChange={() => onSourceChange(option)}
              className="planner-source__input"
            />
            {SOURCE_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="planner-search">Search recipes</label>
        <input
          id="planner-search"
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
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
          {isHousehold ? "Could not load your household's recipes." : 'Could not load your saved recipes.'}
        </p>
      ) : null}
      {recipesQuery.isSuccess && recipes.length === 0 ? <EmptyList isHousehold={isHousehold} hasQuery={query !== ''} /> : null}
      {dnd ? (
        <dnd.Droppable droppableId={SIDEBAR_DROPPABLE_ID} isDropDisabled>
          {(provided) => (
            <div ref={provided.innerRef} {...provided.droppableProps} className="planner-sidebar__list" aria-describedby="planner-sidebar-hint">
              {recipes.map((recipe, index) => (
                <dnd.Draggable key={recipe.id} draggableId={toRecipeDraggableId(recipe.id)} index={index}>
                  {(dragProvided, snapshot) => renderCard(recipe, dragProvided, snapshot.isDragging)}
                </dnd.Draggable>
              ))}
              {provided.placeholder}
            </div>
          )}
        </dnd.Droppable>
      ) : (
        // Before the drag-and-drop library has loaded: the same cards, armed by a click, not yet draggable.
        <div className="planner-sidebar__list" aria-describedby="planner-sidebar-hint">
          {recipes.map((recipe) => renderCard(recipe, null, false))}
        </div>
      )}
      {recipesQuery.hasNextPage ? (
        <button type="button" className="button button--ghost" onClick={() => void recipesQuery.fetchNextPage()} disabled={recipesQuery.isFetchingNextPage}>
          {recipesQuery.isFetchingNextPage ? 'Loading…' : 'Show more recipes'}
        </button>
      ) : null}
    </aside>
  );
}

function EmptyList({ isHousehold, hasQuery }: { isHousehold: boolean; hasQuery: boolean }) {
  if (hasQuery)
    return <p className="planner-sidebar__status">{isHousehold ? 'No household recipes match your search.' : 'No saved recipes match your search.'}</p>;
  if (isHousehold)
    return (
      <p className="planner-sidebar__status">
        No one else in your household has saved recipes yet. <Link to={`${paths.settings}?tab=household`}>Invite someone</Link>
      </p>
    );
  return (
    <p className="planner-sidebar__status">
      No saved recipes yet. <Link to={paths.create}>Create one</Link>
    </p>
  );
}
