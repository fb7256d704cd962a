import { memo } from 'react';
import type { TMealPlanEntry } from '../../../../domain/meal-plan.ts';
import { describeLeftovers, formatMeal } from '../lib/calendar.ts';
import { isPendingEntry, toDayDroppableId, toEntryDraggableId } from '../lib/drag-ids.ts';
import { usePlannerDnd } from './planner-drag-drop.tsx';

type TDayEntriesProps = {
  date: string;
  entries: readonly TMealPlanEntry[];
  /** Images beside titles (the roomy agenda) or titles only under a small image strip (the month grid). */
  isCompact?: boolean;
};

/**
 * A day's planned recipes as a drop target; each recipe can be dragged to another day. Memoised: a move
 * re-renders the two days it changed, not the month's 35 drop targets (the drop's interaction latency).
 */
export const DayEntries = memo(function DayEntries({ date, entries, isCompact = false }: TDayEntriesProps) {
  const dnd = usePlannerDnd();
  const listClass = `planner-entries${isCompact ? ' planner-entries--compact' : ''}`;
  // Before the drag-and-drop library has loaded: the same entries, not yet draggable.
  if (!dnd)
    return (
      <div className={listClass}>
        {entries.map((entry) => (
          <div key={entry.instanceId} className={toEntryClass(entry)} aria-label={describeEntry(entry, false)}>
            <EntryContent entry={entry} />
          </div>
        ))}
      </div>
    );
  return (
    <dnd.Droppable droppableId={toDayDroppableId(date)}>
      {(provided, snapshot) => (
        <div ref={provided.innerRef} {...provided.droppableProps} className={`${listClass}${snapshot.isDraggingOver ? ' planner-entries--over' : ''}`}>
          {entries.map((entry, index) => (
            <dnd.Draggable
              key={entry.instanceId}
              draggableId={toEntryDraggableId(entry.instanceId)}
              index={index}
              isDragDisabled={isPendingEntry(entry.instanceId)}
            >
              {(dragProvided, dragSnapshot) => (
                <div
                  ref={dragProvided.innerRef}
                  {...dragProvided.draggableProps}
                  {...dragProvided.dragHandleProps}
                  className={`${toEntryClass(entry)}${dragSnapshot.isDragging ? ' planner-entry--dragging' : ''}`}
                  aria-label={describeEntry(entry, true)}
                >
                  <EntryContent entry={entry} />
                </div>
              )}
            </dnd.Draggable>
          ))}
          {provided.placeholder}
        </div>
      )}
    </dnd.Droppable>
  );
});

function toEntryClass(entry: TMealPlanEntry): string {
  const isTagged = Boolean(entry.meal) || Boolean(entry.leftoversOf);
  return `planner-entry${entry.leftoversOf ? ' planner-entry--leftovers' : ''}${isTagged ? ' planner-entry--tagged' : ''}`;
}

function describeEntry(entry: TMealPlanEntry, isDraggable: boolean): string {
  // "leftovers from Friday's dinner": only the first letter lowered, the day keeps its capital.
  const leftovers = entry.leftoversOf ? `, l${describeLeftovers(entry.leftoversOf, entry.date).slice(1)}` : '';
  const multiplier = entry.servingMultiplier === 1 ? '' : `, ×${entry.servingMultiplier}`;
  const meal = formatMeal(entry.meal);
  const name = `${meal ? `${meal}: ` : ''}${entry.recipe.title}${leftovers}${multiplier}${entry.isCooked ? ', cooked' : ''}.`;
  return isDraggable ? `${name} Press space to move it to another day.` : name;
}

function EntryContent({ entry }: { entry: TMealPlanEntry }) {
  const tag = [formatMeal(entry.meal), entry.leftoversOf ? 'Leftovers' : null].filter(Boolean).join(' · ');
  return (
    <>
      {entry.recipe.imageUrl ? (
        <img src={entry.recipe.imageUrl} alt="" className="planner-entry__image" width={36} height={36} loading="lazy" decoding="async" />
      ) : null}
      <span className="planner-entry__title">{entry.recipe.title}</span>
      {tag ? (
        // On its own line under the title, which keeps the cell's width: "Lunch · Leftovers".
        <span className="planner-entry__tag" aria-hidden="true">
          {tag}
        </span>
      ) : null}
      {entry.servingMultiplier === 1 ? null : <span className="planner-entry__multiplier">×{entry.servingMultiplier}</span>}
    </>
  );
}
