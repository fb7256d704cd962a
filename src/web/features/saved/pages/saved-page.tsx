import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { RECIPE_SORTS, toSharedRecipePath, type TRecipeSort } from '../../../../domain/recipe-library.ts';
import type { TSavedRecipe, TUpdateRecipe } from '../../../../domain/recipe.ts';
import { notify } from '../../../lib/toast.ts';
import { paths } from '../../../paths.ts';
import { useDeleteRecipe } from '../api/delete-recipe.ts';
import { useProfileQuery } from '../api/get-profile.ts';
import { useRecipesQuery } from '../api/list-recipes.ts';
import { useRateRecipe } from '../api/rate-recipe.ts';
import { useShareRecipe } from '../api/share-recipe.ts';
import { useUpdateRecipe } from '../api/update-recipe.ts';
import { CookModeDialog } from '../components/cook-mode-dialog.tsx';
import { DeleteDialog } from '../components/delete-dialog.tsx';
import { countActiveFilters, FilterDialog, type TRecipeFilters } from '../components/filter-dialog.tsx';
import { PrintView } from '../components/print-view.tsx';
import { RecipeCard } from '../components/recipe-card.tsx';
import { RecipeDialog } from '../components/recipe-dialog.tsx';
import { toScaledIngredients } from '../components/recipe-scaling.ts';
import type { TScaleSettings } from '../components/scale-controls.tsx';
import { ShareDialog } from '../components/share-dialog.tsx';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import '../saved.css';

export const SEARCH_DEBOUNCE_MS = 300;
const LOAD_ERROR_MESSAGE = 'Failed to load saved recipes. Please check the console for more details.';

const SORT_LABELS: Record<TRecipeSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title (A–Z)',
  rating: 'Highest rated',
  cookTime: 'Quickest first',
};

type TScaledRecipe = { recipe: TSavedRecipe; settings: TScaleSettings };

function toServingsText(recipe: TSavedRecipe, settings: TScaleSettings): string {
  if (recipe.servings) return `Serves ${settings.servings}`;
  return settings.servings > 1 ? `${settings.servings} batches` : '';
}

export function SavedPage() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TRecipeSort>('newest');
  const [filters, setFilters] = useState<TRecipeFilters>({});
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  const [selected, setSelected] = useState<TSavedRecipe | null>(null);
  const [toDelete, setToDelete] = useState<TSavedRecipe | null>(null);
  const [shareLink, setShareLink] = useState<string | null>(null);
  const [printing, setPrinting] = useState<TScaledRecipe | null>(null);
  const [cooking, setCooking] = useState<TScaledRecipe | null>(null);
  // One modal at a time: a recipe modal hidden for a confirmation or the share link comes back after it.
  const [resumeRecipe, setResumeRecipe] = useState<TSavedRecipe | null>(null);

  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const recipesQuery = useRecipesQuery({ q: debouncedSearch || undefined, sort, ...filters });
  const profileQuery = useProfileQuery();
  const rateMutation = useRateRecipe();
  const updateMutation = useUpdateRecipe();
  const deleteMutation = useDeleteRecipe();
  const shareMutation = useShareRecipe();

  const { isError: isLoadError, error: loadError } = recipesQuery;
  useEffect(() => {
    if (!isLoadError) return;
    console.error('Failed to load saved recipes', loadError);
    notify.error(LOAD_ERROR_MESSAGE);
  }, [isLoadError, loadError]);

  const recipes = recipesQuery.data?.pages.flatMap((page) => page.recipes) ?? [];
  const total = recipesQuery.data?.pages[0]?.total ?? 0;
  const activeFilterCount = countActiveFilters(filters);
  const isNarrowed = debouncedSearch.length > 0 || activeFilterCount > 0;
  const profile = profileQuery.data;

  const onRate = (recipe: TSavedRecipe, rating: number) => {
    rateMutation.mutate(
      { id: recipe.id, rating },
      {
        onSuccess: (saved) => setSelected((current) => (current?.id === saved.id ? saved : current)),
        onError: (error) => {
          console.error('Failed to update rating', error);
          notify.error('Failed to update rating');
        },
      },
    );
  };

  const onSave = async (recipe: TSavedRecipe, changes: TUpdateRecipe): Promise<boolean> => {
    try {
      const saved = await updateMutation.mutateAsync({ id: recipe.id, changes });
      setSelected((current) => (current?.id === saved.id ? saved : current));
      notify.success('Recipe updated!');
      return true;
    } catch (error) {
      console.error('Failed to update recipe', error);
      notify.error('Failed to update recipe.');
      return false;
    }
  };

  const onShare = (recipe: TSavedRecipe) => {
    shareMutation.mutate(recipe.id, {
      onSuccess: ({ id }) => {
        setResumeRecipe(recipe);
        setSelected(null);
        setShareLink(new URL(toSharedRecipePath(id), window.location.origin).toString());
      },
      onError: (error) => {
        console.error('Failed to share recipe', error);
        notify.error('Failed to share recipe. Please try again.');
      },
    });
  };

  const onConfirmDelete = () => {
    if (!toDelete) return;
    const { id } = toDelete;
    deleteMutation.mutate(id, {
      onSuccess: () => {
        setToDelete(null);
        setResumeRecipe(null);
        setSelected((current) => (current?.id === id ? null : current));
        notify.success('Recipe deleted.');
      },
      onError: (error) => {
        console.error('Failed to delete recipe', error);
        setToDelete(null);
        setResumeRecipe(null);
        notify.error('Failed to delete recipe.');
      },
    });
  };

  if (printing) {
    return (
      <PrintView
        recipe={printing.recipe}
        ingredients={toScaledIngredients(printing.recipe, printing.settings)}
        servingsText={toServingsText(printing.recipe, printing.settings)}
        onClose={() => {
          setSelected(printing.recipe);
          setPrinting(null);
        }}
      />
    );
  }

  return (
    <section className="page saved-page" aria-labelledby="saved-title">
      <header className="page-header">
        <h1 id="saved-title">Saved Recipes</h1>
        {profile && profile.savedRecipesLimit !== null ? (
          <p className="saved-page__usage" aria-live="polite">
            {profile.savedRecipeCount} of {profile.savedRecipesLimit} saved
            {profile.savedRecipeCount >= profile.savedRecipesLimit ? (
              <>
                {' · '}
                <Link to={paths.pricing}>Upgrade to Pro</Link> for unlimited saves
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
        <button type="button" className="button button--secondary" onClick={() => setIsFilterOpen(true)}>
          Filters{activeFilterCount > 0 ? ` (${activeFilterCount})` : ''}
        </button>
      </div>

      <div aria-live="polite" className="saved-page__status">
        {recipesQuery.isPending ? (
          <p role="status" className="muted">
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
        {recipesQuery.isSuccess && total > 0 ? <p className="muted">{total === 1 ? '1 recipe' : `${total} recipes`}</p> : null}
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
        <ul className="recipe-grid" aria-label="Saved recipes">
          {recipes.map((recipe) => (
            <RecipeCard key={recipe.id} recipe={recipe} onOpen={setSelected} />
          ))}
        </ul>
      ) : null}

      {recipesQuery.hasNextPage ? (
        <div className="saved-page__more">
          <button type="button" className="button button--secondary" onClick={() => void recipesQuery.fetchNextPage()} disabled={recipesQuery.isFetchingNextPage}>
            {recipesQuery.isFetchingNextPage ? 'Loading…' : 'Load more recipes'}
          </button>
        </div>
      ) : null}

      <FilterDialog
        isOpen={isFilterOpen}
        onOpenChange={setIsFilterOpen}
        filters={filters}
        onApply={(next) => {
          setFilters(next);
          setIsFilterOpen(false);
        }}
      />
      <RecipeDialog
        recipe={selected}
        isRating={rateMutation.isPending}
        isSaving={updateMutation.isPending}
        isSharing={shareMutation.isPending}
        onClose={() => setSelected(null)}
        onRate={onRate}
        onSave={onSave}
        onDelete={(recipe) => {
          setResumeRecipe(recipe);
          setSelected(null);
          setToDelete(recipe);
        }}
        onShare={onShare}
        onPrint={(recipe, settings) => {
          setSelected(null);
          setPrinting({ recipe, settings });
        }}
        onCook={(recipe, settings) => {
          setSelected(null);
          setCooking({ recipe, settings });
        }}
      />
      <CookModeDialog
        recipe={cooking?.recipe ?? null}
        ingredients={cooking ? toScaledIngredients(cooking.recipe, cooking.settings) : []}
        onClose={() => {
          setSelected(cooking?.recipe ?? null);
          setCooking(null);
        }}
      />
      <DeleteDialog
        recipeTitle={toDelete?.title ?? null}
        isDeleting={deleteMutation.isPending}
        onCancel={() => {
          setToDelete(null);
          setSelected(resumeRecipe);
          setResumeRecipe(null);
        }}
        onConfirm={onConfirmDelete}
      />
      <ShareDialog
        link={shareLink}
        onClose={() => {
          setShareLink(null);
          setSelected(resumeRecipe);
          setResumeRecipe(null);
        }}
      />
    </section>
  );
}
