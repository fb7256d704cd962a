import type { TMealPlanResponse } from '../../../../domain/meal-plan.ts';
import { formatLongDay } from '../lib/calendar.ts';
import { DayEntries } from './day-entries.tsx';

type TWeekAgendaProps = {
  week: readonly string[];
  days: TMealPlanResponse['days'];
  today: string;
  isArmed: boolean;
  onActivateDay: (date: string) => void;
};

/** The phone's view: one week as a list of days, each with its recipes and one button to add or open. */
export function WeekAgenda({ week, days, today, isArmed, onActivateDay }: TWeekAgendaProps) {
  return (
    <ol className="planner-agenda">
      {week.map((date) => {
        const entries = days[date] ?? [];
        const isToday = date === today;
        return (
          <li key={date} className={`planner-agenda__day${isToday ? ' planner-day--today' : ''}`} aria-current={isToday ? 'date' : undefined}>
            <div className="planner-agenda__head">
              <h3 className="planner-agenda__title">
                {formatLongDay(date)}
                {isToday ? <span className="planner-agenda__today"> · Today</span> : null}
              </h3>
              <button type="button" className="button button--secondary planner-agenda__action" onClick={() => onActivateDay(date)}>
                {isArmed ? 'Add here' : 'Open day'}
                <span className="visually-hidden"> {formatLongDay(date)}</span>
              </button>
            </div>
            {entries.length === 0 ? <p className="planner-agenda__empty">No recipes planned.</p> : null}
            <DayEntries date={date} entries={entries} />
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Stands in for the week while the plan loads: the days arrive whole in its place, instead of empty days
 * that then grow with their recipes and push the later days down (a layout shift on every visit).
 */
export function WeekAgendaSkeleton() {
  return (
    <ol className="planner-agenda" aria-hidden="true">
      {Array.from({ length: 7 }, (_, index) => (
        <li key={index} className="planner-agenda__day planner-agenda__day--skeleton" />
      ))}
    </ol>
  );
}
