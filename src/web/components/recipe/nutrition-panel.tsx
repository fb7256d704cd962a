import { useId } from 'react';
import type { TNutrition } from '../../../domain/recipe.ts';
import { NUTRIENT_ROWS } from './nutrient-rows.ts';
import { getBaseServings, hasKnownServings, type TScaleSettings } from './recipe-scaling.ts';
import styles from './nutrition-panel.module.css';

export type TNutritionPanelProps = {
  /** Totals of the whole recipe as written (its `servings`); null when unknown. */
  nutrition: TNutrition | null;
  isLoading?: boolean;
  /** Lines the nutrition source could not count. */
  unknownIngredients?: readonly string[];
  /** The recipe's servings text ('4', 'Serves 2-3', ''). */
  servings: string;
  /** The servings the cook scaled to; the whole-recipe column follows them. */
  settings?: TScaleSettings;
};

function toWholeRecipeLabel(servings: string, chosen: number): string {
  if (hasKnownServings({ servings })) return `Whole recipe (${chosen} ${chosen === 1 ? 'serving' : 'servings'})`;
  return chosen > 1 ? `Whole recipe (${chosen} batches)` : 'Whole recipe';
}

/** One nutrition table: per serving first (when the recipe says how many), then the whole recipe. */
export function NutritionPanel({ nutrition, isLoading = false, unknownIngredients = [], servings, settings }: TNutritionPanelProps) {
  const headingId = useId();
  const base = getBaseServings({ servings });
  const chosen = settings?.servings ?? base;
  const isPerServingShown = hasKnownServings({ servings });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Nutrition
      </h3>
      <div aria-live="polite">
        {isLoading && !nutrition ? <p className={styles.note}>Calculating nutrition…</p> : null}
        {nutrition ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Nutrient</th>
                {isPerServingShown ? <th scope="col">Per serving</th> : null}
                <th scope="col">{toWholeRecipeLabel(servings, chosen)}</th>
              </tr>
            </thead>
            <tbody>
              {NUTRIENT_ROWS.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {isPerServingShown ? (
                    <td>
                      {Math.round(nutrition[row.key] / base)} {row.unit}
                    </td>
                  ) : null}
                  <td>
                    {Math.round((nutrition[row.key] * chosen) / base)} {row.unit}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {!isLoading && !nutrition ? <p className={styles.note}>Nutrition is not available for this recipe.</p> : null}
        {unknownIngredients.length > 0 ? <p className={styles.note}>Not counted in nutrition: {unknownIngredients.join(', ')}</p> : null}
      </div>
    </section>
  );
}
