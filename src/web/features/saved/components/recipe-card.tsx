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
            <svg viewBox="0 0 48 48" width="56" height="56" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
              <circle cx="24" cy="24" r="13" />
              <circle cx="24" cy="24" r="8" />
              <path d="M5 10v8a3 3 0 0 0 3 3v17M8 10v8M11 10v8M43 10c-3 2-4 6-4 10h4v18" />
            </svg>
          </span>
        )}
        <span className="recipe-card__body">
          <span className="recipe-card__title">{recipe.title}</span>
          <span className="recipe-card__meta">
            <span className="recipe-card__category">{recipe.category}</span>
            {time ? <span className="recipe-card__time">{time}</span> : null}
          </span>
          <RatingDisplay rating={recipe.rating} />
        </span>
      </button>
    </li>
  );
}
