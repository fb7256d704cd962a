import { lazy, Suspense, useMemo } from 'react';
import { compareWithGoal, describeGoalComparison, type TNutritionGoals } from '../../../../domain/nutrition-goals.ts';
import type { TDayTotals } from '../../../../domain/meal-plan.ts';
import { formatShortDay } from '../lib/calendar.ts';
import { formatWholeNumber } from '../../../../domain/format-whole-number.ts';
import { useIsNearViewport } from '../../../lib/use-is-near-viewport.ts';

// chart.js is big (~60 kB gzipped, ~200 ms to start on the development machine): it loads with this chart only,
// when the chart comes near the screen (it sits below the calendar), not during the planner's first load.
const WeekNutritionChart = lazy(() => import('./week-nutrition-chart.tsx').then((module) => ({ default: module.WeekNutritionChart })));

type TWeekNutritionProps = { week: readonly string[]; servingTotals: TDayTotals; goals: TNutritionGoals | null };

/** The week's calories, one serving of each planned meal a day, against the goal: a table in words and a small chart. */
export function WeekNutrition({ week, servingTotals, goals }: TWeekNutritionProps) {
  // Stable arrays: the chart draws again only when a figure changes.
  const calories = useMemo(() => week.map((date) => servingTotals[date]?.calories ?? 0), [week, servingTotals]);
  const labels = useMemo(() => week.map(formatShortDay), [week]);
  const { ref: chartRef, isNear: isChartNear } = useIsNearViewport();
  if (calories.every((value) => value === 0)) return null;
  return (
    <section className="planner-week-nutrition" aria-labelledby="planner-week-nutrition-heading">
      <h2 id="planner-week-nutrition-heading" className="planner-week-nutrition__heading">
        Week's nutrition
      </h2>
      <p className="field__hint">
        Calories of one serving of each planned meal{goals ? `, against your goal of ${formatWholeNumber(goals.calories)} kcal` : ''}.
      </p>
      <div className="planner-week-nutrition__body">
        <table className="planner-week-nutrition__table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Calories</th>
              {goals ? <th scope="col">Against goal</th> : null}
            </tr>
          </thead>
          <tbody>
            {week.map((date, index) => {
              const value = calories[index] ?? 0;
              const comparison = goals && value > 0 ? compareWithGoal('calories', value, goals.calories) : null;
              return (
                <tr key={date} className={comparison ? `planner-week-nutrition__row--${comparison.status}` : undefined}>
                  <th scope="row">{formatShortDay(date)}</th>
                  <td>{value > 0 ? `${formatWholeNumber(value)} kcal` : 'Nothing planned'}</td>
                  {goals ? <td>{comparison ? describeGoalComparison(comparison) : '—'}</td> : null}
                </tr>
              );
            })}
          </tbody>
        </table>
        <div ref={chartRef} className="planner-week-nutrition__chart" aria-hidden="true">
          {isChartNear ? (
            <Suspense fallback={null}>
              <WeekNutritionChart labels={labels} values={calories} goal={goals?.calories ?? null} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}
