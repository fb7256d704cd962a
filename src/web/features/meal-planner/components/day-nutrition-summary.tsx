import { Link } from 'react-router';
import { compareDayWithGoals, describeGoalComparison, GOAL_NUTRIENTS, GOAL_RANGES, type TNutritionGoals } from '../../../../domain/nutrition-goals.ts';
import type { TNutrition } from '../../../../domain/recipe.ts';
import { paths } from '../../../paths.ts';
import { formatWholeNumber } from '../../../../domain/format-whole-number.ts';

const formatNumber = formatWholeNumber;

/**
 * A day's nutrition: one serving of each planned recipe, against the cook's daily goals. A figure more than
 * 15% from its goal says so in words ("Over by 22%"), not by colour alone.
 */
export function DayNutritionSummary({ totals, goals }: { totals: TNutrition | undefined; goals: TNutritionGoals | null }) {
  if (!totals) return null;
  const comparisons = goals ? compareDayWithGoals(totals, goals) : null;
  return (
    <section className="planner-day-nutrition" aria-labelledby="planner-day-nutrition-heading">
      <h3 id="planner-day-nutrition-heading" className="planner-day-nutrition__heading">
        Nutrition, one serving of each
      </h3>
      <ul className="planner-day-nutrition__list">
        {GOAL_NUTRIENTS.map((key) => {
          const comparison = comparisons?.find((item) => item.nutrient === key);
          const { label, unit } = GOAL_RANGES[key];
          return (
            <li key={key} className={`planner-day-nutrition__item${comparison ? ` planner-day-nutrition__item--${comparison.status}` : ''}`}>
              <span className="planner-day-nutrition__label">{label}</span>{' '}
              <span>
                {formatNumber(totals[key])}
                {comparison ? ` of ${formatNumber(comparison.goal)}` : ''} {unit}
              </span>
              {comparison ? <span className="planner-day-nutrition__status"> · {describeGoalComparison(comparison)}</span> : null}
            </li>
          );
        })}
      </ul>
      {goals ? null : (
        <p className="field__hint">
          <Link to={`${paths.settings}?tab=dietary`}>Set daily nutrition goals</Link> to see each day against them.
        </p>
      )}
    </section>
  );
}
