import { memo, useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import type { TMealPlanEntry } from '../../../../domain/meal-plan.ts';
import type { TMealPlanResponse } from '../../../../domain/meal-plan.ts';
import { buildMonthWeeks, formatLongDay, fromDateKey, isInMonth, shiftDateKey, shiftMonthKey } from '../lib/calendar.ts';
import { DayEntries } from './day-entries.tsx';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

type TMonthCalendarProps = {
  month: Date;
  days: TMealPlanResponse['days'];
  today: string;
  /** The one day reachable by Tab (roving tab index); arrows move it. */
  focusedDate: string;
  /** An arrow key moved the roving day: the page turns the month when it leaves it. */
  onFocusDate: (date: string) => void;
  /** A click or a focus put the roving day here: the month stays, so the grid does not move under the pointer. */
  onSelectDate: (date: string) => void;
  onActivateDay: (date: string) => void;
  labelledBy: string;
};

// Arrow keys move by a day or a week; Home/End to the week's ends; Page Up/Down by a month.
const KEY_MOVES: Record<string, (date: string) => string> = {
  ArrowLeft: (date) => shiftDateKey(date, -1),
  ArrowRight: (date) => shiftDateKey(date, 1),
  ArrowUp: (date) => shiftDateKey(date, -7),
  ArrowDown: (date) => shiftDateKey(date, 7),
  Home: (date) => shiftDateKey(date, -fromDateKey(date).getDay()),
  End: (date) => shiftDateKey(date, 6 - fromDateKey(date).getDay()),
  PageUp: (date) => shiftMonthKey(date, -1),
  PageDown: (date) => shiftMonthKey(date, 1),
};

/** The month as an ARIA grid (WAI-ARIA date grid pattern): one tab stop, arrow keys between days. */
export function MonthCalendar({ month, days, today, focusedDate, onFocusDate, onSelectDate, onActivateDay, labelledBy }: TMonthCalendarProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const isKeyboardMove = useRef(false);
  const weeks = buildMonthWeeks(month);

  useEffect(() => {
    if (!isKeyboardMove.current) return;
    isKeyboardMove.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusedDate}"]`)?.focus();
  }, [focusedDate, month]);

  // The page's handlers change every render; the cells get stable ones that call the latest, so a change to
  // one day (a drop, a check) re-renders that day's cell, not the month's 35 (the drop's interaction latency).
  const latest = useRef({ onFocusDate, onSelectDate, onActivateDay, focusedDate });
  useEffect(() => {
    latest.current = { onFocusDate, onSelectDate, onActivateDay, focusedDate };
  });
  const handleKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement>, date: string) => {
    // Keys on a planned recipe belong to its drag handle.
    if (event.target !== event.currentTarget) return;
    const move = KEY_MOVES[event.key];
    if (move) {
      event.preventDefault();
      isKeyboardMove.current = true;
      latest.current.onFocusDate(move(date));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      latest.current.onActivateDay(date);
    }
  }, []);
  // A click on a day of the next or last month shown at the grid's edges opens that day here: turning the
  // month on its mousedown's focus moved the grid under the pointer and the click was lost.
  const handleClick = useCallback((date: string) => {
    latest.current.onSelectDate(date);
    latest.current.onActivateDay(date);
  }, []);
  // A day focused by a click or a script becomes the roving one, so an arrow from it moves even onto the
  // day that held the tab stop before.
  const handleFocus = useCallback((date: string) => {
    if (date !== latest.current.focusedDate) latest.current.onSelectDate(date);
  }, []);

  return (
    <div ref={gridRef} role="grid" aria-labelledby={labelledBy} className="planner-grid">
      <div role="row" className="planner-grid__row planner-grid__row--head">
        {WEEKDAYS.map(([short, long]) => (
          <div key={short} role="columnheader" className="planner-grid__weekday">
            <abbr title={long}>{short}</abbr>
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} role="row" className="planner-grid__row">
          {week.map((date) => {
            return (
              <DayCell
                key={date}
                date={date}
                entries={days[date] ?? NO_ENTRIES}
                isToday={date === today}
                isOutside={!isInMonth(date, month)}
                isFocused={date === focusedDate}
                onClick={handleClick}
                onKeyDown={handleKeyDown}
                onFocus={handleFocus}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}

const NO_ENTRIES: readonly TMealPlanEntry[] = [];

type TDayCellProps = {
  date: string;
  entries: readonly TMealPlanEntry[];
  isToday: boolean;
  isOutside: boolean;
  isFocused: boolean;
  onClick: (date: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, date: string) => void;
  onFocus: (date: string) => void;
};

const DayCell = memo(function DayCell({ date, entries, isToday, isOutside, isFocused, onClick, onKeyDown, onFocus }: TDayCellProps) {
  return (
    <div
      role="gridcell"
      data-date={date}
      tabIndex={isFocused ? 0 : -1}
      aria-current={isToday ? 'date' : undefined}
      aria-label={`${formatLongDay(date)}${isToday ? ', today' : ''}, ${entries.length === 0 ? 'no recipes' : `${entries.length} recipe${entries.length === 1 ? '' : 's'}`}`}
      className={`planner-day${isToday ? ' planner-day--today' : ''}${isOutside ? ' planner-day--outside' : ''}`}
      onClick={() => onClick(date)}
      onKeyDown={(event) => onKeyDown(event, date)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus(date);
      }}
    >
      <span className="planner-day__number" aria-hidden="true">
        {fromDateKey(date).getDate()}
      </span>
      <DayEntries date={date} entries={entries} isCompact />
    </div>
  );
});
