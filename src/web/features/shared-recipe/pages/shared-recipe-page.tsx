import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { TSharedRecipe } from '../../../../domain/recipe-library.ts';
import { IngredientSection, StepSection } from '../../../components/recipe/recipe-list-section.tsx';
import { RecipeImage } from '../../../components/recipe/recipe-image.tsx';
import { toSourceSite } from '../../../components/recipe/source-link.tsx';
import { UpgradeLink } from '../../../components/pro-badge.tsx';
import { ApiError, hasErrorCode, readErrorMessage } from '../../../lib/api-client.ts';
import { useAuthSession } from '../../../lib/auth-client.ts';
import { toDocumentTitle } from '../../../lib/page-title.ts';
import { rememberReturnPath, withReturnPath } from '../../../lib/return-path.ts';
import { notify } from '../../../lib/toast.ts';
import { paths } from '../../../paths.ts';
import { sharedRecipeQueryOptions } from '../api/get-shared-recipe.ts';
import { sharedCopyQueryOptions, useSaveSharedRecipe } from '../api/save-shared-recipe.ts';
import '../shared-recipe.css';

export const SHARED_SAVED_MESSAGE = 'Saved to your recipes.';

function toFacts(recipe: TSharedRecipe): string[] {
  return [
    recipe.category,
    recipe.servings ? `Serves ${recipe.servings}` : '',
    recipe.prepTime ? `Prep ${recipe.prepTime}` : '',
    recipe.cookTime ? `Cook ${recipe.cookTime}` : '',
    recipe.totalTime ? `Total ${recipe.totalTime}` : '',
    toSourceSite(recipe.sourceUrl) ? `From ${toSourceSite(recipe.sourceUrl)}` : '',
  ].filter(Boolean);
}

/** Signed out: sign up (or log in) and come back here; verified: save a copy of one's own. */
function SaveSharedRecipe({ recipe }: { recipe: TSharedRecipe }) {
  const { pathname } = useLocation();
  const { data: session, isPending } = useAuthSession();
  const saveMutation = useSaveSharedRecipe(recipe.id);
  const isVerified = Boolean(session?.user.emailVerified);
  // A cook who saved it already sees so (opening the link again offered Save again).
  const copyQuery = useQuery({ ...sharedCopyQueryOptions(recipe.id), enabled: isVerified });
  // The link opens the cook's own copy, not the whole list.
  const savedId = saveMutation.data?.id ?? copyQuery.data?.savedRecipeId ?? null;
  const isSaved = saveMutation.isSuccess || savedId !== null;

  if (isPending) return null;
  if (!session) {
    return (
      <div className="shared-recipe__save">
        <Link className="button button--primary" to={withReturnPath(paths.signup, pathname)}>
          Save to my recipes
        </Link>
        <p className="shared-recipe__hint">
          A free account keeps up to 10 recipes. Already have one? <Link to={withReturnPath(paths.login, pathname)}>Log in</Link>
        </p>
      </div>
    );
  }
  if (!session.user.emailVerified) {
    return (
      <div className="shared-recipe__save">
        <Link className="button button--primary" to={paths.verifyEmail} onClick={() => rememberReturnPath(pathname)}>
          Save to my recipes
        </Link>
        <p className="shared-recipe__hint">Verify your e-mail first; we bring you back here.</p>
      </div>
    );
  }

  const handleSave = () => {
    saveMutation.mutate(undefined, { onSuccess: () => notify.success(SHARED_SAVED_MESSAGE) });
  };
  const isLimitReached = hasErrorCode(saveMutation.error, 'LIMIT_REACHED');

  return (
    <div className="shared-recipe__save">
      {isSaved ? (
        <p className="shared-recipe__saved" role="status">
          {SHARED_SAVED_MESSAGE} <Link to={savedId ? `${paths.saved}?recipe=${encodeURIComponent(savedId)}` : paths.saved}>Open my copy</Link>
        </p>
      ) : (
        <button type="button" className="button button--primary" onClick={handleSave} disabled={saveMutation.isPending} aria-busy={saveMutation.isPending}>
          {saveMutation.isPending ? 'Saving…' : 'Save to my recipes'}
        </button>
      )}
      {saveMutation.isError ? (
        <p className="form-error" role="alert">
          {readErrorMessage(saveMutation.error, 'Save failed.')}
          {isLimitReached ? (
            <>
              {' '}
              <UpgradeLink>See Pro plans</UpgradeLink>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /shared/{id}, public, by choice (a link sent to a friend should open): a read-only view of the shared copy with
 * "Save to my recipes". Signed out it is a preview; signed in it is the recipe itself.
 */
export function SharedRecipePage() {
  const { id = '' } = useParams();
  const { data: recipe, error, isPending, refetch } = useQuery({ ...sharedRecipeQueryOptions(id), enabled: id !== '' });

  useEffect(() => {
    if (recipe) document.title = toDocumentTitle(recipe.title);
  }, [recipe]);

  if (isPending && id !== '') {
    return (
      <section className="page shared-loading" aria-busy="true">
        <div role="status" className="shared-loading__status">
          <span className="shared-loading__spinner" aria-hidden="true" />
          <span>Loading shared recipe...</span>
        </div>
      </section>
    );
  }

  if (!recipe) {
    const isMissing = id === '' || (error instanceof ApiError && error.status === 404);
    return (
      <section className="page shared-recipe shared-recipe--gone">
        <h1>{isMissing ? 'This shared recipe no longer exists.' : 'This shared recipe could not be loaded.'}</h1>
        <p>{isMissing ? 'The link may be mistyped, or the copy was removed.' : 'Check your connection and try again.'}</p>
        <div className="shared-recipe__actions">
          {isMissing ? null : (
            <button type="button" className="button button--primary" onClick={() => void refetch()}>
              Try again
            </button>
          )}
          <Link className="button button--secondary" to={paths.home}>
            Go to Forkcast
          </Link>
        </div>
      </section>
    );
  }

  return (
    <article className="page shared-recipe" aria-labelledby="shared-recipe-title">
      <div className="shared-recipe__top">
        <RecipeImage className="shared-recipe__image" src={recipe.imageUrl} title={recipe.title} />
        <div className="shared-recipe__summary">
          <p className="shared-recipe__eyebrow">Shared recipe</p>
          <h1 id="shared-recipe-title">{recipe.title}</h1>
          <ul className="shared-recipe__facts" aria-label="About this recipe">
            {toFacts(recipe).map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          {recipe.notes ? <p className="shared-recipe__notes">{recipe.notes}</p> : null}
          <SaveSharedRecipe recipe={recipe} />
        </div>
      </div>
      <div className="shared-recipe__body">
        <IngredientSection ingredients={recipe.ingredients} />
        <StepSection steps={recipe.instructions} />
      </div>
    </article>
  );
}
