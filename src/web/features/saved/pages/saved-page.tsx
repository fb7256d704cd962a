import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useReducer, useState } from 'react';
import { Link } from 'react-router';
import { RECIPE_SORTS, type TRecipeSort } from '../../../../domain/recipe-library-rules.ts';
import { describeSavedUsage } from '../../../../domain/saved-usage.ts';
import { RatingDisplay } from '../../../components/recipe/rating-stars.tsx';
import { RecipeCard, RecipeGrid } from '../../../components/recipe/recipe-card.tsx';
import { profileQueryOptions } from '../../../lib/api/profile.ts';
import { recipeListQueryOptions } from '../../../lib/api/recipes.ts';
import { formatTotalTime } from '../../../lib/format-recipe-time.ts';
import { notify } from '../../../lib/toast.ts';
import { paths } from '../../../paths.ts';
import { countActiveFilters, type TRecipeFilters } from '../lib/recipe-filters.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { countFirstScreenCards } from '../lib/first-screen-cards.ts';
import { useDialogUrl } from '../hooks/use-dialog-url.ts';
import { useSavedRecipeActions } from '../hooks/use-saved-recipe-actions.ts';
import { NO_DIALOG, savedDialogsReducer } from '../lib/saved-dialogs.ts';
import { lazyDialog, MountWhenOpened, usePreloadAfterFirstInteraction } from '../../../lib/lazy-dialog.tsx';
import '../saved.css';

// The dialogs load with their own chunks: the recipe dialog brings the ingredient reader and the food table.
const SavedRecipeDialog = lazyDialog(async () => (await import('../components/saved-recipe-dialog.tsx')).SavedRecipeDialog);
const ScaledCookModeDialog = lazyDialog(async () => (await import('../components/scaled-recipe-views.tsx')).ScaledCookModeDialog);
const ScaledPrintView = lazyDialog(async () => (await import('../components/scaled-recipe-views.tsx')).ScaledPrintView);
const FilterDialog = lazyDialog(async () => (await import('../components/filter-dialog.tsx')).FilterDialog);
const DeleteDialog = lazyDialog(async () => (await import('../components/delete-dialog.tsx')).DeleteDialog);
const ShareDialog = lazyDialog(async () => (await import('../components/share-dialog.tsx')).ShareDialog);

export const SEARCH_DEBOUNCE_MS = 300;
/** Cards rendered with the list's first answer at most (three rows at 1440 px); the rest follow in a background pass. */
export const FIRST_CARD_COUNT = 12;
const LOAD_ERROR_MESSAGE = 'Failed to load saved recipes. Please check the console for more details.';

const SORT_LABELS: Record<TRecipeSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title (A–Z)',
  rating: 'Highest rated',
  cookTime: 'Quickest first',
};

/** /saved: search, sort, filters, the grid, and one dialog at a time. */
export function SavedPage() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TRecipeSort>('newest');
  const [filters, setFilters] = useState<TRecipeFilters>({});
  const [dialog, dispatch] = useReducer(savedDialogsReducer, NO_DIALOG);
  const actions = useSavedRecipeActions(dispatch);
  const dialogUrl = useDialogUrl(dialog, dispatch);
  usePreloadAfterFirstInteraction(SavedRecipeDialog.preload);

  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const recipesQuery = useInfiniteQuery({
    ...recipeListQueryOptions({ q: debouncedSearch || undefined, sort, ...filters }),
    placeholderData: keepPreviousData,
  });
  // Only for the free save counter: a failure hides the counter rather than the page.
  const profileQuery = useQuery({ ...profileQueryOptions(), retry: false });

  const { isError: isLoadError, error: loadError } = recipesQuery;
  useEffect(() => {
    if (!isLoadError) return;
    console.error('Failed to load saved recipes', loadError);
    notify.error(LOAD_ERROR_MESSAGE);
  }, [isLoadError, loadError]);

  const recipes = recipesQuery.data?.pages.flatMap((page) => page.recipes) ?? [];
  const total = recipesQuery.data?.pages[0]?.total ?? 0;
  // When cards first appear (the page's load, or its mount with the list already cached), the window's first
  // screenful renders at once and the rest in a deferred, interruptible render right after: 24 cards in one
  // render were one of the load's long tasks. The Load-more button below stays out of the first screen.
  const deferredRecipeCount = useDeferredValue(recipes.length, 0);
  const shownRecipes = deferredRecipeCount === 0 ? recipes.slice(0, countFirstScreenCards(window.innerWidth, window.innerHeight, FIRST_CARD_COUNT)) : recipes;
  const activeFilterCount = countActiveFilters(filters);
  const isNarrowed = debouncedSearch.length > 0 || activeFilterCount > 0;
  const profile = profileQuery.data;
  // A Free cook's counter, in the words the server's frame draws before the app (domain/saved-usage.ts).
  const usage = profile && profile.savedRecipesLimit !== null ? describeSavedUsage(profile.savedRecipeCount, profile.savedRecipesLimit) : null;

  if (dialog.kind === 'print') {
    return (
      <MountWhenOpened isOpen>
        <ScaledPrintView.Component recipe={dialog.recipe} settings={dialog.settings} onClose={() => dispatch({ type: 'back' })} />
      </MountWhenOpened>
    );
  }

  return (
    <section className="page saved-page" aria-labelledby="saved-title">
      <header className="page-header">
        <h1 id="saved-title">Saved Recipes</h1>
        {usage ? (
          <p className="saved-page__usage" aria-live="polite">
            {usage.count}
            {usage.upgrade ? (
              <>
                {usage.upgrade.before}
                <Link to={paths.pricing}>{usage.upgrade.link}</Link>
                {usage.upgrade.after}
              </>
            ) : null}
          </p>
        ) : null}
      </header>

      <div className="saved-page__toolbar" role="search">
        <div className="field saved-page__search">
          <label htmlFor="recipe-search" className="visually-hidden">
            Search recipes
          </label>
          <input
            id="recipe-search"
            type="search"
            placeholder="Search by title or ingredient"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={100}
          />
        </div>
        <div className="field saved-page__sort">
          <label htmlFor="recipe-sort" className="visually-hidden">
            Sort recipes
          </label>
          <select id="recipe-sort" value={sort} onChange={(event) => setSort(RECIPE_SORTS.find((item) => item === event.target.value) ?? 'newest')}>
            {RECIPE_SORTS.map((item) => (
              <option key={item} value={item}>
                {SORT_LABELS[item]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--secondary" onClick={() => dispatch({ type: 'openFilters' })}>
          Filters{activeFilterCount > 0 ? ` (${activeFilterCount})` : ''}
        </button>
      </div>

      <div aria-live="polite" className="saved-page__status">
        {recipesQuery.isPending ? (
          <p role="status" className="saved-page__muted">
            Loading saved recipes…
          </p>
        ) : null}
        {recipesQuery.isError && recipes.length === 0 ? (
          <div className="saved-page__error" role="alert">
            <p>{LOAD_ERROR_MESSAGE}</p>
            <button type="button" className="button button--secondary" onClick={() => void recipesQuery.refetch()}>
              Try again
            </button>
          </div>
        ) : null}
        {recipesQuery.isSuccess && total > 0 ? <p className="saved-page__muted">{total === 1 ? '1 recipe' : `${total} recipes`}</p> : null}
      </div>

      {recipesQuery.isSuccess && total === 0 && !isNarrowed ? (
        <div className="saved-page__empty card">
          <h2>No saved recipes yet</h2>
          <p>Describe a dish and Forkcast writes the recipe. Save the ones you love and they will wait for you here.</p>
          <Link className="button button--primary" to={paths.create}>
            Create a recipe
          </Link>
        </div>
      ) : null}
      {recipesQuery.isSuccess && total === 0 && isNarrowed ? (
        <div className="saved-page__empty card">
          <h2>No recipes match</h2>
          <p>Try another search or clear the filters.</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setSearch('');
              setFilters({});
            }}
          >
            Clear search and filters
          </button>
        </div>
      ) : null}

      {recipes.length > 0 ? (
        <RecipeGrid label="Saved recipes">
          {shownRecipes.map((recipe, index) => (
            <RecipeCard
              key={recipe.id}
              // The first card's image is the page's largest paint.
              isPriority={index === 0}
              title={recipe.title}
              imageUrl={recipe.imageUrl}
              tags={[{ label: recipe.category }]}
              facts={[formatTotalTime(recipe)].filter(Boolean)}
              footer={<RatingDisplay rating={recipe.rating} />}
              onOpen={() => dialogUrl.openRecipe(recipe)}
            />
          ))}
        </RecipeGrid>
      ) : null}

      {recipesQuery.hasNextPage ? (
        <div className="saved-page__more">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void recipesQuery.fetchNextPage()}
            disabled={recipesQuery.isFetchingNextPage}
          >
            {recipesQuery.isFetchingNextPage ? 'Loading…' : 'Load more recipes'}
          </button>
        </div>
      ) : null}

      <MountWhenOpened isOpen={dialog.kind === 'filters'}>
        <FilterDialog.Component
          isOpen={dialog.kind === 'filters'}
          onClose={() => dispatch({ type: 'back' })}
          filters={filters}
          onApply={(next) => {
            setFilters(next);
            dispatch({ type: 'back' });
          }}
        />
      </MountWhenOpened>
      <MountWhenOpened isOpen={dialog.kind === 'recipe'} title={dialog.kind === 'recipe' ? dialog.recipe.title : undefined}>
        <SavedRecipeDialog.Component
          recipe={dialog.kind === 'recipe' ? dialog.recipe : null}
          initialSettings={dialog.kind === 'recipe' ? dialog.settings : undefined}
          isPro={profile?.isPro ?? false}
          isRating={actions.isRating}
          isUpdating={actions.isUpdating}
          isSharing={actions.isSharing}
          onClose={dialogUrl.closeRecipe}
          onRate={actions.rate}
          onUpdate={actions.update}
          onShare={actions.share}
          onDelete={(recipe) => dispatch({ type: 'askDelete', recipe })}
          onPrint={(recipe, settings) => dispatch({ type: 'print', recipe, settings })}
          onCook={dialogUrl.openCook}
        />
      </MountWhenOpened>
      <MountWhenOpened isOpen={dialog.kind === 'cook'}>
        <ScaledCookModeDialog.Component
          recipe={dialog.kind === 'cook' ? dialog.recipe : null}
          settings={dialog.kind === 'cook' ? dialog.settings : null}
          onClose={dialogUrl.closeCook}
        />
      </MountWhenOpened>
      <MountWhenOpened isOpen={dialog.kind === 'delete'}>
        <DeleteDialog.Component
          recipeTitle={dialog.kind === 'delete' ? dialog.recipe.title : null}
          isDeleting={actions.isDeleting}
          onCancel={() => dispatch({ type: 'back' })}
          onConfirm={() => {
            if (dialog.kind === 'delete') actions.remove(dialog.recipe);
          }}
        />
      </MountWhenOpened>
      <MountWhenOpened isOpen={dialog.kind === 'share'}>
        <ShareDialog.Component link={dialog.kind === 'share' ? dialog.link : null} onClose={() => dispatch({ type: 'back' })} />
      </MountWhenOpened>
    </section>
  );
}
