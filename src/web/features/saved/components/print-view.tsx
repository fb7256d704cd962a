import { useEffect, useRef } from 'react';
import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import { toSourceSite } from '../../../components/recipe/source-link.tsx';
import { formatRecipeTime } from '../../../lib/format-recipe-time.ts';

type TPrintViewProps = {
  recipe: TSavedRecipe;
  ingredients: string[];
  /** 'Serves 4', or '' when the recipe gives no servings. */
  servingsText: string;
  onClose: () => void;
};

/** A plain, ink-friendly page of the recipe; the print dialog opens once it is on screen. */
export function PrintView({ recipe, ingredients, servingsText, onClose }: TPrintViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    window.print();
  }, []);

  return (
    <article className="print-view" aria-labelledby="print-title">
      <div className="print-view__toolbar">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Back to recipes
        </button>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print again
        </button>
      </div>
      <h1 id="print-title" ref={heading} tabIndex={-1}>
        {recipe.title}
      </h1>
      <p className="print-view__meta">
        {[
          recipe.category,
          recipe.prepTime && `Prep ${formatRecipeTime(recipe.prepTime)}`,
          recipe.cookTime && `Cook ${formatRecipeTime(recipe.cookTime)}`,
          recipe.totalTime && `Total ${formatRecipeTime(recipe.totalTime)}`,
          servingsText,
          toSourceSite(recipe.sourceUrl) && `From ${toSourceSite(recipe.sourceUrl)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className="print-view__columns">
        <section>
          <h2>Ingredients</h2>
          <ul>
            {ingredients.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2>Instructions</h2>
          <ol>
            {recipe.instructions.map((step, index) => (
              <li key={`${index}-${step}`}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
      {recipe.notes ? (
        <section>
          <h2>Notes</h2>
          <p>{recipe.notes}</p>
        </section>
      ) : null}
    </article>
  );
}
