import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import { RatingDisplay } from './rating-stars.tsx';

type TRecipeCardProps = { recipe: TSavedRecipe; onOpen: (recipe: TSavedRecipe) => void };

export function RecipeCard({ recipe, onOpen }: TRecipeCardProps) {
  const time = recipe.totalTime || [recipe.prepTime, recipe.cookTime].filter(Boolean).join(' + ');
  return (
    <li className="recipe-card">
      <button type="button" className="recipe-card__button" onClick={() => onOpen(recipe)}>
        {recipe.imageUrl ? (
          <img className="recipe-card__image" src={recipe.imageUrl} alt="" loading="lazy" />
        ) : (
          <span className="recipe-card__image recipe-card__image--empty" aria-hidden="true">
            🍽
          </span>
        )}
        <span className="recipe-card__body">
          <span className="recipe-card__title">{recipe.title}</span>
          <span className="recipe-card__meta">
            <span className="recipe-card__category">{recipe.category}</span>
            {time ? <span className="recipe-card__time">⏱ {time}</span> : null}
          </span>
          <RatingDisplay rating={recipe.rating} />
        </span>
      </button>
    </li>
  );
}
