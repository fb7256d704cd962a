import type { DraggableProvidedDraggableProps, DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { useId, useRef, useState } from 'react';
import { countDaysUntil, isUseSoon, type TCartItem } from '../../../../domain/cart.ts';
import { useDeleteCartItem } from '../api/delete-cart-item.ts';
import { useSetUseBy } from '../api/update-cart-item.ts';
import { isCompleteUseBy, readUseByRange } from '../lib/use-by-date.ts';

type TCartItemRowProps = {
  item: TCartItem;
  today: string;
  isDragging: boolean;
  innerRef: (element: HTMLElement | null) => void;
  draggableProps: DraggableProvidedDraggableProps;
  dragHandleProps: DraggableProvidedDragHandleProps | null;
};

function describeUseBy(useBy: string, today: string): string {
  const days = countDaysUntil(useBy, today);
  if (days < 0) return 'Past its use-by date';
  if (days === 0) return 'Use today';
  return days === 1 ? 'Use by tomorrow' : `Use within ${days} days`;
}

/** One ingredient: a drag handle, its name, an optional use-by date ("use soon" when near) and a remove button. */
export function CartItemRow({ item, today, isDragging, innerRef, draggableProps, dragHandleProps }: TCartItemRowProps) {
  const dateId = useId();
  const deleteMutation = useDeleteCartItem();
  const useByMutation = useSetUseBy();
  const isSoon = isUseSoon(item.useBy, today);
  // The date field shows once there is a date or the cook asks for one: 500 empty date fields are noise.
  const [isDateOpen, setIsDateOpen] = useState(false);
  const dateInputRef = useRef<HTMLInputElement>(null);
  const isDateShown = item.useBy !== null || isDateOpen;
  // What the field shows while the cook types; saved only once it is a whole, plausible date.
  const [draftUseBy, setDraftUseBy] = useState<string | null>(null);
  const useByRange = readUseByRange(today);
  const saveUseBy = (value: string) => {
    const next = value === '' ? null : value;
    if (next !== null && !isCompleteUseBy(next, today)) return;
    setDraftUseBy(null);
    if (next !== item.useBy) useByMutation.mutate({ id: item.id, useBy: next });
  };

  return (
    <li ref={innerRef} {...draggableProps} className={`cart-item${isDragging ? ' cart-item--dragging' : ''}${isSoon ? ' cart-item--soon' : ''}`}>
      <span {...dragHandleProps} className="cart-item__handle" aria-label={`Drag ${item.name}`}>
        <svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true" focusable="false">
          <circle cx="3" cy="4" r="1.6" />
          <circle cx="9" cy="4" r="1.6" />
          <circle cx="3" cy="10" r="1.6" />
          <circle cx="9" cy="10" r="1.6" />
          <circle cx="3" cy="16" r="1.6" />
          <circle cx="9" cy="16" r="1.6" />
        </svg>
      </span>
      <span className="cart-item__main">
        <span className="cart-item__name">{item.name}</span>
        {isSoon && item.useBy ? (
          <span className="cart-item__soon" title={describeUseBy(item.useBy, today)}>
            Use soon<span className="visually-hidden">: {describeUseBy(item.useBy, today)}</span>
          </span>
        ) : null}
      </span>
      {isDateShown ? (
        <>
          <label htmlFor={dateId} className="visually-hidden">
            Use-by date for {item.name}
          </label>
          <input
            ref={dateInputRef}
            id={dateId}
            type="date"
            className="cart-item__date"
            value={draftUseBy ?? item.useBy ?? ''}
            min={useByRange.min}
            max={useByRange.max}
            // A save in flight never takes the field from the cook.
            onBlur={(event) => {
              setIsDateOpen(false);
              // Leaving a half-typed date: the saved one comes back.
              if (draftUseBy !== null && !isCompleteUseBy(draftUseBy, today)) setDraftUseBy(null);
              else if (draftUseBy !== null) saveUseBy(event.target.value);
            }}
            onChange={(event) => {
              // A half-typed date reads as '' with badInput: wait for a whole date rather than clearing it.
              if (event.target.value === '' && event.target.validity.badInput) return;
              setDraftUseBy(event.target.value);
              saveUseBy(event.target.value);
            }}
          />
        </>
      ) : (
        <button
          type="button"
          className="button button--ghost cart-item__set-date"
          aria-label={`Set a use-by date for ${item.name}`}
          title="Set a use-by date"
          onClick={() => {
            setIsDateOpen(true);
            requestAnimationFrame(() => dateInputRef.current?.focus());
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <rect x="3.5" y="5" width="17" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M3.5 10h17M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <button
        type="button"
        className="button button--ghost cart-item__remove"
        aria-label={`Remove ${item.name}`}
        onClick={() => deleteMutation.mutate(item.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
