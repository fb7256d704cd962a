import type { TNutrition } from '../../../../domain/recipe.ts';
import { useNutritionQuery } from '../api/get-nutrition.ts';

const ROWS: { key: keyof TNutrition; label: string; unit: string }[] = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
  { key: 'fiber', label: 'Fiber', unit: 'g' },
  { key: 'sugar', label: 'Sugar', unit: 'g' },
];

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
            {ROWS.map((row) => (
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
