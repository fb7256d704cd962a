import { NUTRIENT_ROWS } from '../../../components/nutrient-rows.ts';
import type { TNutrition } from '../../../../domain/recipe.ts';
import { useNutritionQuery } from '../api/get-nutrition.ts';

type TNutritionPanelProps = {
  ingredients: string[];
  storedNutrition: TNutrition | null;
  /** Servings chosen / servings written: totals follow the scaled recipe. */
  factor: number;
};

/** Nutrition totals summed by the server from the ingredient lines (spec §7), with the stored values as fallback. */
export function NutritionPanel({ ingredients, storedNutrition, factor }: TNutritionPanelProps) {
  const query = useNutritionQuery(ingredients, true);
  const nutrition = query.data?.nutrition ?? (query.isError ? storedNutrition : null);
  return (
    <section className="nutrition" aria-labelledby="nutrition-heading">
      <h3 id="nutrition-heading">Nutrition (whole recipe)</h3>
      <div aria-live="polite">
        {query.isLoading ? <p className="muted">Calculating nutrition…</p> : null}
        {nutrition ? (
          <dl className="nutrition__grid">
            {NUTRIENT_ROWS.map((row) => (
              <div key={row.key} className="nutrition__item">
                <dt>{row.label}</dt>
                <dd>
                  {Math.round(nutrition[row.key] * factor)} {row.unit}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {!query.isLoading && !nutrition ? <p className="muted">Nutrition is not available for this recipe.</p> : null}
        {query.data && query.data.unknownIngredients.length > 0 ? (
          <p className="muted nutrition__unknown">Not counted: {query.data.unknownIngredients.join(', ')}</p>
        ) : null}
      </div>
    </section>
  );
}
