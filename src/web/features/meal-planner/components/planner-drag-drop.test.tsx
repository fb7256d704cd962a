import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlannerDragDrop, usePlannerDnd } from './planner-drag-drop.tsx';

function DndState() {
  return <p>{usePlannerDnd() ? 'Drag and drop ready' : 'Click to plan'}</p>;
}

/** The planner's shape: the search kept above the drag-and-drop context, the field inside it. */
function Planner() {
  const [search, setSearch] = useState('');
  return (
    <PlannerDragDrop onDragEnd={vi.fn()}>
      <div>
        <DndState />
        <label htmlFor="planner-search">Search recipes</label>
        <input id="planner-search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
    </PlannerDragDrop>
  );
}

describe('PlannerDragDrop', () => {
  it('keeps the cook in the field they were typing in when the library arrives and the planner mounts again', async () => {
    render(<Planner />);
    expect(screen.getByText('Click to plan')).toBeInTheDocument();
    act(() => screen.getByLabelText('Search recipes').focus());
    fireEvent.change(screen.getByLabelText('Search recipes'), { target: { value: 'soup' } });

    expect(await screen.findByText('Drag and drop ready', {}, { timeout: 10_000 })).toBeInTheDocument();
    const field = screen.getByLabelText('Search recipes');
    expect(field).toHaveValue('soup');
    expect(field).toHaveFocus();
  });
});
