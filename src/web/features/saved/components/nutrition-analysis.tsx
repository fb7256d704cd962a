import { useState } from 'react';
import { NUTRIENT_ROWS } from '../../../components/recipe/nutrient-rows.ts';
import { ProBadge, UpgradeLink } from '../../../components/pro-badge.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { useNutritionAnalysisQuery } from '../api/get-nutrition-analysis.ts';

type TNutritionAnalysisProps = { ingredients: string[]; servings: string; isPro: boolean };

/** Advanced nutrition analysis (Pro): per serving with % daily values, each ingredient, and what was not counted. */
export function NutritionAnalysis({ ingredients, servings, isPro }: TNutritionAnalysisProps) {
  const [isOpen, setIsOpen] = useState(false);
  const query = useNutritionAnalysisQuery(ingredients, servings, isPro && isOpen);
  const analysis = query.data?.analysis;

  if (!isPro) {
    return (
      <div className="nutrition-analysis nutrition-analysis--locked" role="group" aria-label="Advanced nutrition analysis">
        <span>Per serving, % daily values and each ingredient</span>
        <ProBadge />
        <UpgradeLink>Upgrade for the full analysis</UpgradeLink>
      </div>
    );
  }
  return (
    <div className="nutrition-analysis">
      <button type="button" className="button button--secondary" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
        {isOpen ? 'Hide detailed analysis' : 'Show detailed analysis'}
      </button>
      {isOpen ? (
        <div aria-live="polite">
          {query.isLoading ? <p className="muted">Analysing…</p> : null}
          {query.isError ? <p className="form-error">{readErrorMessage(query.error, 'Could not analyse this recipe.')}</p> : null}
          {analysis ? (
            <>
              <table className="nutrition-analysis__table">
                <caption>
                  Per serving ({analysis.servings} {analysis.servings === 1 ? 'serving' : 'servings'})
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Nutrient</th>
                    <th scope="col">Amount</th>
                    <th scope="col">% Daily Value</th>
                  </tr>
                </thead>
                <tbody>
                  {NUTRIENT_ROWS.map((row) => (
                    <tr key={row.key}>
                      <th scope="row">{row.label}</th>
                      <td>
                        {analysis.perServing[row.key]} {row.unit}
                      </td>
                      <td>{row.key === 'sugar' ? '—' : `${analysis.dailyValuePercent[row.key]}%`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="muted">Daily values for a 2,000 kcal diet; total sugars have none.</p>
              <table className="nutrition-analysis__table">
                <caption>Each ingredient (whole recipe)</caption>
                <thead>
                  <tr>
                    <th scope="col">Ingredient</th>
                    <th scope="col">Weight</th>
                    <th scope="col">Calories</th>
                    <th scope="col">Protein</th>
                  </tr>
                </thead>
                <tbody>
                  {analysis.ingredients.map((entry, index) => (
                    <tr key={`${index}-${entry.line}`}>
                      <th scope="row">{entry.line}</th>
                      {entry.nutrition ? (
                        <>
                          <td>{entry.grams} g</td>
                          <td>{Math.round(entry.nutrition.calories)} kcal</td>
                          <td>{entry.nutrition.protein} g</td>
                        </>
                      ) : (
                        <td colSpan={3}>{entry.reason}</td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
