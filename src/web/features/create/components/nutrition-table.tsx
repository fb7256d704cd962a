import type { TNutrition } from '../../../../domain/recipe.ts';

const ROWS: { key: keyof TNutrition; label: string; unit: string }[] = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
  { key: 'fiber', label: 'Fiber', unit: 'g' },
  { key: 'sugar', label: 'Sugar', unit: 'g' },
];

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
            {ROWS.map((row) => (
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
