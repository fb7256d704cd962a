import { Draggable, Droppable } from '@hello-pangea/dnd';
import { memo } from 'react';
import type { TMealPlanEntry } from '../../../../domain/meal-plan.ts';
import { describeLeftovers } from '../lib/calendar.ts';
import { isPendingEntry, toDayDroppableId, toEntryDraggableId } from '../lib/drag-ids.ts';

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
  return (
    <Droppable droppableId={toDayDroppableId(date)}>
      {(provided, snapshot) => (
        <div
          ref={provided.innerRef}
          {...provided.droppableProps}
          className={`planner-entries${isCompact ? ' planner-entries--compact' : ''}${snapshot.isDraggingOver ? ' planner-entries--over' : ''}`}
        >
          {entries.map((entry, index) => (
            <Draggable
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
                  className={`planner-entry${entry.leftoversOf ? ' planner-entry--leftovers' : ''}${dragSnapshot.isDragging ? ' planner-entry--dragging' : ''}`}
                  aria-label={`${entry.recipe.title}${entry.leftoversOf ? `, ${describeLeftovers(entry.leftoversOf, entry.date).toLowerCase()}` : ''}${entry.servingMultiplier === 1 ? '' : `, ×${entry.servingMultiplier}`}${entry.isCooked ? ', cooked' : ''}. Press space to move it to another day.`}
                >
                  {entry.recipe.imageUrl ? (
                    <img src={entry.recipe.imageUrl} alt="" className="planner-entry__image" width={36} height={36} loading="lazy" decoding="async" />
                  ) : null}
                  <span className="planner-entry__title">{entry.recipe.title}</span>
                  {entry.leftoversOf ? (
                    <span className="planner-entry__tag" aria-hidden="true">
                      Leftovers
                    </span>
                  ) : null}
                  {entry.servingMultiplier === 1 ? null : <span className="planner-entry__multiplier">×{entry.servingMultiplier}</span>}
                </div>
              )}
            </Draggable>
          ))}
          {provided.placeholder}
        </div>
      )}
    </Droppable>
  );
});
