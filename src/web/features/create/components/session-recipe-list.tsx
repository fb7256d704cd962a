import { formatRecipeTime } from '../lib/format-recipe-time.ts';
import type { TSessionRecipe } from '../lib/session-recipe.ts';
import { RecipeImage } from './recipe-image.tsx';

type TSessionRecipeListProps = {
  recipes: TSessionRecipe[];
  imagePendingIds: ReadonlySet<string>;
  onOpen: (id: string) => void;
};

/** This session's recipes, newest first; each card opens the recipe modal. */
export function SessionRecipeList({ recipes, imagePendingIds, onOpen }: TSessionRecipeListProps) {
  return (
    <section className="create-session" aria-labelledby="session-recipes-heading">
      <h2 id="session-recipes-heading">Your recipes this session</h2>
      {recipes.length === 0 ? (
        <p className="create-session__empty">Recipes you generate or create appear here.</p>
      ) : (
        <ul className="create-session__list" aria-label="Generated recipes">
          {recipes.map((recipe) => {
            const time = recipe.totalTime || recipe.cookTime || recipe.prepTime;
            return (
              <li key={recipe.id} className="recipe-card">
                <button type="button" className="recipe-card__button" onClick={() => onOpen(recipe.id)}>
                  <RecipeImage className="recipe-card__image" src={recipe.imageUrl} title={recipe.title} isPending={imagePendingIds.has(recipe.id)} />
                  <span className="recipe-card__body">
                    <span className="recipe-card__title">{recipe.title}</span>
                    <span className="recipe-card__meta">
                      {time ? <span>{formatRecipeTime(time)}</span> : null}
                      {recipe.servings ? <span>Serves {recipe.servings}</span> : null}
                    </span>
                    <span className="recipe-card__badges">
                      {recipe.source === 'shared' ? <span className="badge">Shared</span> : null}
                      {recipe.savedRecipeId ? <span className="badge badge--success">Saved</span> : null}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
