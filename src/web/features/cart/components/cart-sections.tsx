import { DragDropContext, Draggable, Droppable, type DragStart, type DragUpdate, type DropResult, type ResponderProvided } from '@hello-pangea/dnd';
import { useState, type RefObject } from 'react';
import { CART_SECTION_LABELS, type TCart, type TCartSectionName } from '../../../../domain/cart.ts';
import { readTodayKey } from '../../../lib/api/cart.ts';
import { useMoveCartItem } from '../api/update-cart-item.ts';
import { buildCartRows, readDropTarget } from '../lib/cart-rows.ts';
import { CartItemRow } from './cart-item-row.tsx';

const ALL_EXPANDED: Record<TCartSectionName, boolean> = { pantry: true, refrigerator: true, freezer: true };

type TCartSectionsProps = { cart: TCart; isEscapeTakenRef: RefObject<boolean> };

/** Pantry, Refrigerator and Freezer: collapsible, all expanded at first, drag and drop between and within. */
export function CartSections({ cart, isEscapeTakenRef }: TCartSectionsProps) {
  const [expanded, setExpanded] = useState(ALL_EXPANDED);
  const moveMutation = useMoveCartItem();
  const rows = buildCartRows(cart, expanded);
  const today = readTodayKey();

  const readName = (index: number) => {
    const row = rows[index];
    return row?.kind === 'item' ? row.item.name : 'The ingredient';
  };

  // Screen readers hear sections and places, not the list positions the headers take up.
  const describePlace = (update: DragUpdate): string | null => {
    if (!update.destination) return null;
    if (update.destination.index === update.source.index) {
      const row = rows[update.source.index];
      return row?.kind === 'item' ? `${CART_SECTION_LABELS[row.section]}, where it was` : null;
    }
    const target = readDropTarget(rows, update.source.index, update.destination.index);
    return target ? `${CART_SECTION_LABELS[target.section]}, position ${target.index + 1}` : null;
  };

  const handleDragStart = (start: DragStart, provided: ResponderProvided) => {
    isEscapeTakenRef.current = true;
    provided.announce(`Picked up ${readName(start.source.index)}. Arrow keys move it between and within sections, space drops it, Escape cancels.`);
  };

  const handleDragUpdate = (update: DragUpdate, provided: ResponderProvided) => {
    const place = describePlace(update);
    provided.announce(place ? `${readName(update.source.index)}: ${place}.` : `${readName(update.source.index)} is not over a section.`);
  };

  const handleDragEnd = (result: DropResult, provided: ResponderProvided) => {
    isEscapeTakenRef.current = false;
    const name = readName(result.source.index);
    // Drag: no destination, or the same place, does nothing.
    if (!result.destination || result.reason === 'CANCEL') {
      provided.announce(`${name} stays where it was.`);
      return;
    }
    const target = readDropTarget(rows, result.source.index, result.destination.index);
    const from = rows[result.source.index];
    if (
      !target ||
      (from?.kind === 'item' && from.section === target.section && cart[target.section].findIndex((item) => item.id === target.id) === target.index)
    ) {
      provided.announce(`${name} stays where it was.`);
      return;
    }
    provided.announce(`${name} moved to ${CART_SECTION_LABELS[target.section]}, position ${target.index + 1}.`);
    moveMutation.mutate(target);
  };

  return (
    <DragDropContext onDragStart={handleDragStart} onDragUpdate={handleDragUpdate} onDragEnd={handleDragEnd}>
      <Droppable droppableId="cart">
        {(provided) => (
          <ul className="cart-list" ref={provided.innerRef} {...provided.droppableProps} aria-label="Ingredients by section">
            {rows.map((row, index) =>
              row.kind === 'header' ? (
                <Draggable key={`section-${row.section}`} draggableId={`section-${row.section}`} index={index} isDragDisabled>
                  {(dragProvided) => (
                    <li ref={dragProvided.innerRef} {...dragProvided.draggableProps} className="cart-section">
                      <h3 className="cart-section__heading">
                        <button
                          type="button"
                          className="cart-section__toggle"
                          aria-expanded={expanded[row.section]}
                          onClick={() => setExpanded((current) => ({ ...current, [row.section]: !current[row.section] }))}
                        >
                          <span className="cart-section__chevron" aria-hidden="true" />
                          <span className="cart-section__name">{CART_SECTION_LABELS[row.section]}</span>
                          <span className="cart-section__count" aria-label={`${row.count} ${row.count === 1 ? 'item' : 'items'}`}>
                            {row.count}
                          </span>
                        </button>
                      </h3>
                      {expanded[row.section] && row.count === 0 ? <p className="cart-section__empty">Nothing here yet.</p> : null}
                    </li>
                  )}
                </Draggable>
              ) : (
                <Draggable key={row.item.id} draggableId={row.item.id} index={index}>
                  {(dragProvided, snapshot) => (
                    <CartItemRow
                      item={row.item}
                      today={today}
                      isDragging={snapshot.isDragging}
                      innerRef={dragProvided.innerRef}
                      draggableProps={dragProvided.draggableProps}
                      dragHandleProps={dragProvided.dragHandleProps}
                    />
                  )}
                </Draggable>
              ),
            )}
            {provided.placeholder}
          </ul>
        )}
      </Droppable>
    </DragDropContext>
  );
}
