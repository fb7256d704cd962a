import { DragDropContext } from '@hello-pangea/dnd';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import { MonthCalendar } from './month-calendar.tsx';

const TODAY = '2026-11-25';

function CalendarWithFocus({
  onTurnMonth = vi.fn(),
  onActivateDay = vi.fn(),
}: {
  onTurnMonth?: (date: string) => void;
  onActivateDay?: (date: string) => void;
}) {
  const [focusedDate, setFocusedDate] = useState(TODAY);
  return (
    <DragDropContext onDragEnd={vi.fn()}>
      <span id="month-label">November 2026</span>
      <MonthCalendar
        month={new Date(2026, 10, 1)}
        days={{}}
        today={TODAY}
        focusedDate={focusedDate}
        onFocusDate={(date) => {
          onTurnMonth(date);
          setFocusedDate(date);
        }}
        onSelectDate={setFocusedDate}
        onActivateDay={onActivateDay}
        labelledBy="month-label"
      />
    </DragDropContext>
  );
}

describe('MonthCalendar keyboard', () => {
  it('moves from a day focused by hand onto the day that held the tab stop', async () => {
    const user = userEvent.setup();
    render(<CalendarWithFocus />);
    const tuesday = screen.getByRole('gridcell', { name: /^Tuesday, November 24/ });
    const wednesday = screen.getByRole('gridcell', { name: /^Wednesday, November 25, today/ });
    expect(wednesday).toHaveAttribute('tabindex', '0');
    act(() => tuesday.focus());
    expect(tuesday).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowRight}');
    expect(wednesday).toHaveFocus();
  });

  it('moves the tab stop with the arrows', async () => {
    const user = userEvent.setup();
    render(<CalendarWithFocus />);
    act(() => screen.getByRole('gridcell', { name: /^Wednesday, November 25/ }).focus());
    await user.keyboard('{ArrowDown}');
    const next = screen.getByRole('gridcell', { name: /^Wednesday, December 2/ });
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('tabindex', '0');
  });

  it("opens a click on the next month's day at the grid's edge without turning the month under the pointer", async () => {
    const user = userEvent.setup();
    const onTurnMonth = vi.fn();
    const onActivateDay = vi.fn();
    render(<CalendarWithFocus onTurnMonth={onTurnMonth} onActivateDay={onActivateDay} />);
    const december = screen.getByRole('gridcell', { name: /^Wednesday, December 2,/ });
    await user.click(december);
    expect(onActivateDay).toHaveBeenCalledWith('2026-12-02');
    expect(onTurnMonth).not.toHaveBeenCalled();
    expect(december).toHaveAttribute('tabindex', '0');
    // The arrows go on from it, and may turn the month.
    await user.keyboard('{ArrowRight}');
    expect(onTurnMonth).toHaveBeenCalledWith('2026-12-03');
  });
});

const SOUP: TSavedRecipe = {
  id: 'r1',
  title: 'Leek Soup',
  ingredients: ['3 leeks'],
  instructions: ['Simmer.'],
  imageUrl: '/uploads/leek-soup.webp',
  notes: '',
  nutrition: null,
  category: 'Dinner',
  prepTime: '',
  cookTime: '',
  totalTime: '',
  servings: '4',
  rating: 0,
  sourceUrl: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('MonthCalendar entries', () => {
  it("gives a planned meal's picture its size before it loads, so the week does not shift", () => {
    render(
      <DragDropContext onDragEnd={vi.fn()}>
        <MonthCalendar
          month={new Date(2026, 10, 1)}
          days={{ [TODAY]: [{ instanceId: 'e1', date: TODAY, servingMultiplier: 1, recipe: SOUP }] }}
          today={TODAY}
          focusedDate={TODAY}
          onFocusDate={vi.fn()}
          onSelectDate={vi.fn()}
          onActivateDay={vi.fn()}
          labelledBy="month-label"
        />
      </DragDropContext>,
    );
    const picture = screen.getByRole('gridcell', { name: /^Wednesday, November 25/ }).querySelector('img');
    expect(picture).toHaveAttribute('src', SOUP.imageUrl);
    expect(picture).toHaveAttribute('width', '36');
    expect(picture).toHaveAttribute('height', '36');
  });
});
