import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TEditedShoppingItem, TShoppingAisle, TShoppingItem } from '../../../../domain/shopping-list/shopping-list.ts';
import { listAisleOptions } from '../lib/shopping-groups.ts';

type TDraftItem = { key: string; name: string; quantity: string; unit: string; aisle: TShoppingAisle; checked: boolean };

type TShoppingListEditorProps = {
  items: readonly TShoppingItem[];
  onDone: (items: TEditedShoppingItem[]) => void;
  onCancel: () => void;
  isSaving?: boolean;
};

function toDraft(item: TShoppingItem, index: number): TDraftItem {
  return {
    key: `item-${index}`,
    name: item.name,
    quantity: item.quantity === null ? '' : String(item.quantity),
    unit: item.unit ?? '',
    aisle: item.aisle,
    checked: item.checked,
  };
}

/**
 * Edit mode (Edit toggles to Done): rename, change quantity, remove and add items. Add item,
 * Cancel and Done sit together in one bar that stays in sight at the foot of the dialog
 * (Done was at the top and Add item at the bottom of a long list).
 */
export function ShoppingListEditor({ items, onDone, onCancel, isSaving = false }: TShoppingListEditorProps) {
  const [drafts, setDrafts] = useState<TDraftItem[]>(() => items.map(toDraft));
  const [nextKey, setNextKey] = useState(items.length);
  const [error, setError] = useState<string | null>(null);
  const aisles = listAisleOptions();
  // A new item's name field takes focus (and comes into view), ready to type.
  const addedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!addedKey.current) return;
    const input = document.getElementById(`${addedKey.current}-name`);
    addedKey.current = null;
    input?.focus();
    input?.scrollIntoView?.({ block: 'nearest' });
  }, [drafts]);

  const update = (key: string, changes: Partial<TDraftItem>) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...changes } : draft)));

  const finish = (event: FormEvent) => {
    event.preventDefault();
    const edited: TEditedShoppingItem[] = [];
    for (const draft of drafts) {
      const name = draft.name.trim();
      if (!name) {
        setError('Give every item a name, or remove it.');
        return;
      }
      const quantity = draft.quantity.trim() === '' ? null : Number(draft.quantity);
      if (quantity !== null && !(quantity > 0)) {
        setError(`The quantity of “${name}” must be a number above 0.`);
        return;
      }
      edited.push({ name, quantity, unit: draft.unit.trim() || null, aisle: draft.aisle, checked: draft.checked });
    }
    setError(null);
    onDone(edited);
  };

  return (
    <form className="shopping-editor" onSubmit={finish} noValidate>
      <ul className="shopping-editor__rows">
        {drafts.map((draft, index) => (
          <li key={draft.key} className="shopping-editor__row">
            <label className="visually-hidden" htmlFor={`${draft.key}-name`}>
              Item {index + 1} name
            </label>
            <input
              id={`${draft.key}-name`}
              className="shopping-editor__name"
              value={draft.name}
              onChange={(event) => update(draft.key, { name: event.target.value })}
            />
            <label className="visually-hidden" htmlFor={`${draft.key}-quantity`}>
              Item {index + 1} quantity
            </label>
            <input
              id={`${draft.key}-quantity`}
              className="shopping-editor__quantity"
              inputMode="decimal"
              value={draft.quantity}
              placeholder="Qty"
              onChange={(event) => update(draft.key, { quantity: event.target.value })}
            />
            <label className="visually-hidden" htmlFor={`${draft.key}-unit`}>
              Item {index + 1} unit
            </label>
            <input
              id={`${draft.key}-unit`}
              className="shopping-editor__unit"
              value={draft.unit}
              placeholder="Unit"
              onChange={(event) => update(draft.key, { unit: event.target.value })}
            />
            <label className="visually-hidden" htmlFor={`${draft.key}-aisle`}>
              Item {index + 1} aisle
            </label>
            <select
              id={`${draft.key}-aisle`}
              className="shopping-editor__aisle"
              value={draft.aisle}
              onChange={(event) => update(draft.key, { aisle: aisles.find((aisle) => aisle.value === event.target.value)?.value ?? 'other' })}
            >
              {aisles.map((aisle) => (
                <option key={aisle.value} value={aisle.value}>
                  {aisle.label}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--ghost shopping-editor__remove"
              aria-label={`Remove ${draft.name || `item ${index + 1}`}`}
              onClick={() => setDrafts((current) => current.filter((item) => item.key !== draft.key))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="shopping-editor__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            const key = `item-${nextKey}`;
            addedKey.current = key;
            setDrafts((current) => [...current, { key, name: '', quantity: '', unit: '', aisle: 'other', checked: false }]);
            setNextKey(nextKey + 1);
          }}
        >
          Add item
        </button>
        <span className="shopping-editor__spacer" />
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Done'}
        </button>
      </div>
    </form>
  );
}
