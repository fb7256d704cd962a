import { formatRecipeTime } from '../lib/format-recipe-time.ts';
import type { TSessionRecipe } from '../lib/session-recipe.ts';
import { NutritionTable } from './nutrition-table.tsx';
import { RecipeImage } from './recipe-image.tsx';

const TIME_FIELDS = [
  { key: 'prepTime', label: 'Prep' },
  { key: 'cookTime', label: 'Cook' },
  { key: 'totalTime', label: 'Total' },
] as const;

/** The recipe modal's view mode. */
export function RecipeDetails({ recipe, isImagePending }: { recipe: TSessionRecipe; isImagePending: boolean }) {
  const times = TIME_FIELDS.filter((field) => recipe[field.key]);
  return (
    <div className="recipe-details">
      <RecipeImage className="recipe-details__image" src={recipe.imageUrl} title={recipe.title} isPending={isImagePending} />
      {times.length > 0 || recipe.servings ? (
        <dl className="recipe-details__facts">
          {times.map((field) => (
            <div key={field.key}>
              <dt>{field.label}</dt>
              <dd>{formatRecipeTime(recipe[field.key])}</dd>
            </div>
          ))}
          {recipe.servings ? (
            <div>
              <dt>Servings</dt>
              <dd>{recipe.servings}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <section aria-labelledby="recipe-ingredients-heading">
        <h3 id="recipe-ingredients-heading">Ingredients</h3>
        {recipe.ingredients.length > 0 ? (
          <ul className="recipe-details__ingredients">
            {recipe.ingredients.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ul>
        ) : (
          <p>No ingredients yet.</p>
        )}
      </section>
      <section aria-labelledby="recipe-steps-heading">
        <h3 id="recipe-steps-heading">Steps</h3>
        {recipe.instructions.length > 0 ? (
          <ol className="recipe-details__steps">
            {recipe.instructions.map((step, index) => (
              <li key={`${index}-${step}`}>{step}</li>
            ))}
          </ol>
        ) : (
          <p>No steps yet.</p>
        )}
      </section>
      <NutritionTable nutrition={recipe.nutrition} unknownIngredients={recipe.unknownIngredients} />
      {recipe.notes ? (
        <section aria-labelledby="recipe-notes-heading">
          <h3 id="recipe-notes-heading">Notes</h3>
          <p className="recipe-details__notes">{recipe.notes}</p>
        </section>
      ) : null}
    </div>
  );
}
