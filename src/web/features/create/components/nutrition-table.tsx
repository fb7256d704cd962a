import { NUTRIENT_ROWS } from '../../../components/nutrient-rows.ts';
import type { TNutrition } from '../../../../domain/recipe.ts';

export function NutritionTable({ nutrition, unknownIngredients }: { nutrition: TNutrition | null; unknownIngredients: string[] }) {
  return (
    <section className="recipe-nutrition" aria-labelledby="recipe-nutrition-heading">
      <h3 id="recipe-nutrition-heading">Nutrition</h3>
      {nutrition ? (
        <table className="recipe-nutrition__table">
          <thead>
            <tr>
              <th scope="col">Nutrient</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {NUTRIENT_ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>
                  {Math.round(nutrition[row.key])} {row.unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No nutrition information yet.</p>
      )}
      {unknownIngredients.length > 0 ? <p className="recipe-nutrition__note">Not counted in nutrition: {unknownIngredients.join(', ')}</p> : null}
    </section>
  );
}
