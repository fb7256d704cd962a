import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MISSING_DATES_MESSAGE } from '../../../../domain/meal-plan.ts';
import type { TEditedShoppingItem, TShoppingList } from '../../../../domain/shopping-list/shopping-list.ts';
import { Modal, ModalTitle } from '../../../components/modal.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { notify, PLANNER_TOAST_OPTIONS } from '../../../lib/toast.ts';
import { checkShoppingItem } from '../api/check-shopping-item.ts';
import { createShoppingList } from '../api/create-shopping-list.ts';
import { shoppingListQueryOptions } from '../api/get-shopping-list.ts';
import { mealPlanKeys } from '../api/meal-plan-keys.ts';
import { replaceShoppingItems } from '../api/replace-shopping-items.ts';
import { formatShortDay } from '../lib/calendar.ts';
import { formatShoppingListText, groupShoppingItems } from '../lib/shopping-groups.ts';
import { PutAwayButton } from './put-away-button.tsx';
import { ShoppingListEditor } from './shopping-list-editor.tsx';
import { useCloseOnBack } from '../../../lib/use-close-on-back.ts';

const BUILD_FAILED_MESSAGE = 'Could not make the shopping list. Please try again.';

type TShoppingListDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The dates the form starts with when the cook has no list yet (this week). */
  defaultStartDate: string;
  defaultEndDate: string;
};

/** The shopping-list modal: dates, the spec's messages, view mode with checks, edit mode, copy, print. */

const OFFLINE_LIST_MESSAGE = "You're offline. A new list needs the network; the last one stays below.";
export function ShoppingListDialog({ isOpen, onClose, defaultStartDate, defaultEndDate }: TShoppingListDialogProps) {
  useCloseOnBack(isOpen, onClose, 'shopping-list');
  return (
    <Modal isOpen={isOpen} onClose={onClose} size="wide" hasCloseButton className="shopping-dialog">
      {isOpen ? <ShoppingListBody defaultStartDate={defaultStartDate} defaultEndDate={defaultEndDate} /> : null}
    </Modal>
  );
}

/** The clipboard API needs a secure origin; a self-hosted http address falls back to a selected text area. */
function copyWithSelection(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const isCopied = document.execCommand('copy');
  area.remove();
  if (!isCopied) throw new Error('copy refused');
}

function ShoppingListBody({ defaultStartDate, defaultEndDate }: { defaultStartDate: string; defaultEndDate: string }) {
  const queryClient = useQueryClient();
  const listQuery = useQuery(shoppingListQueryOptions());
  const list = listQuery.data ?? null;
  const [startDate, setStartDate] = useState(defaultStartDate);
  const [endDate, setEndDate] = useState(defaultEndDate);
  const [formError, setFormError] = useState<string | null>(null);
  const [isEditing, setIsEditing] = useState(false);

  const setList = (next: TShoppingList | null) => queryClient.setQueryData(mealPlanKeys.shoppingList, next);

  const build = useMutation({
    mutationFn: () => createShoppingList(startDate, endDate),
    onSuccess: (created) => {
      setFormError(null);
      setIsEditing(false);
      setList(created);
    },
    onError: (error) => setFormError(readErrorMessage(error, BUILD_FAILED_MESSAGE)),
  });

  const save = useMutation({
    mutationFn: (items: TEditedShoppingItem[]) => replaceShoppingItems(items),
    onSuccess: (saved) => {
      setList(saved);
      setIsEditing(false);
    },
    onError: (error) => notify.error(readErrorMessage(error, 'Could not save the list. Please try again.'), PLANNER_TOAST_OPTIONS),
  });

  // Checks show at once from local state (the query cache notifies a tick later, too late for a controlled checkbox).
  const [pendingChecks, setPendingChecks] = useState<Record<string, boolean>>({});
  const toggleItem = async (name: string, checked: boolean) => {
    const previous = queryClient.getQueryData<TShoppingList | null>(mealPlanKeys.shoppingList) ?? null;
    if (!previous) return;
    setPendingChecks((current) => ({ ...current, [name]: checked }));
    try {
      const saved = await checkShoppingItem(name, checked);
      const current = queryClient.getQueryData<TShoppingList | null>(mealPlanKeys.shoppingList);
      // Queued offline: the tick stays as made, and is sent when the network returns.
      const savedItem = saved ? saved.items.find((item) => item.name === name) : { checked };
      if (current && savedItem)
        setList({ ...current, items: current.items.map((item) => (item.name === name ? { ...item, checked: savedItem.checked } : item)) });
    } catch (error) {
      notify.error(readErrorMessage(error, 'Could not save that check. Please try again.'), PLANNER_TOAST_OPTIONS);
    } finally {
      setPendingChecks((current) => {
        const { [name]: _done, ...rest } = current;
        return rest;
      });
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!startDate || !endDate) {
      setFormError(MISSING_DATES_MESSAGE);
      return;
    }
    if (!navigator.onLine) {
      setFormError(OFFLINE_LIST_MESSAGE);
      return;
    }
    build.mutate();
  };

  const copyList = async () => {
    if (!list) return;
    const text = formatShoppingListText(list);
    try {
      if (navigator.clipboard) await navigator.clipboard.writeText(text);
      else copyWithSelection(text);
      notify.success('Shopping list copied!', PLANNER_TOAST_OPTIONS);
    } catch {
      notify.error('Could not copy the list.', PLANNER_TOAST_OPTIONS);
    }
  };

  return (
    <>
      <ModalTitle>Shopping List</ModalTitle>
      <form className="shopping-form shopping-print-hidden" onSubmit={handleSubmit} noValidate>
        <div className="field">
          <label htmlFor="shopping-start">Start date</label>
          <input id="shopping-start" type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="shopping-end">End date</label>
          <input id="shopping-end" type="date" value={endDate} onChange={(event) => setEndDate(event.target.value)} />
        </div>
        <button type="submit" className="button button--primary" disabled={build.isPending}>
          {build.isPending ? 'Making list…' : 'Generate List'}
        </button>
      </form>
      {formError ? (
        <p className="form-error shopping-print-hidden" role="alert">
          {formError}
        </p>
      ) : null}
      {listQuery.isPending ? <p>Loading your last list…</p> : null}
      {list ? (
        <section className="shopping-list" aria-labelledby="shopping-list-range">
          <div className="shopping-list__head">
            <h3 id="shopping-list-range" className="shopping-list__range">
              {formatShortDay(list.startDate)} – {formatShortDay(list.endDate)} · {list.recipes.length} recipe{list.recipes.length === 1 ? '' : 's'}
            </h3>
            <div className="shopping-list__toolbar shopping-print-hidden">
              {isEditing ? null : (
                <>
                  <PutAwayButton list={list} pendingChecks={pendingChecks} />
                  <button type="button" className="button button--secondary" onClick={() => void copyList()}>
                    Copy
                  </button>
                  <button type="button" className="button button--secondary" onClick={() => window.print()}>
                    Print
                  </button>
                </>
              )}
              {/* In edit mode Done sits with Add item and Cancel at the editor's foot. */}
              {isEditing ? null : (
                <button type="button" className="button button--secondary" onClick={() => setIsEditing(true)}>
                  Edit
                </button>
              )}
            </div>
          </div>
          {isEditing ? (
            <ShoppingListEditor items={list.items} onDone={(items) => save.mutate(items)} onCancel={() => setIsEditing(false)} isSaving={save.isPending} />
          ) : (
            <ShoppingListView list={list} pendingChecks={pendingChecks} onToggle={(name, checked) => void toggleItem(name, checked)} />
          )}
        </section>
      ) : null}
    </>
  );
}

type TShoppingListViewProps = {
  list: TShoppingList;
  pendingChecks: Record<string, boolean>;
  onToggle: (name: string, checked: boolean) => void;
};

function ShoppingListView({ list, pendingChecks, onToggle }: TShoppingListViewProps) {
  const groups = groupShoppingItems(list.items);
  if (groups.length === 0) return <p>The list is empty.</p>;
  return (
    <div className="shopping-groups">
      {groups.map((group) => (
        <section key={group.title} className="shopping-group" aria-labelledby={`aisle-${group.title.replace(/\W+/g, '-')}`}>
          <h4 id={`aisle-${group.title.replace(/\W+/g, '-')}`} className="shopping-group__title">
            {group.title}
          </h4>
          <ul className="shopping-group__items">
            {group.items.map((item) => {
              const isChecked = pendingChecks[item.name] ?? item.checked;
              return (
                <li key={item.name} className={`shopping-item${isChecked ? ' shopping-item--checked' : ''}`}>
                  <label className="shopping-item__label">
                    <input type="checkbox" checked={isChecked} onChange={(event) => onToggle(item.name, event.target.checked)} />
                    <span className="shopping-item__text">{item.display}</span>
                  </label>
                  {item.sources.length > 0 ? <span className="shopping-item__sources">{item.sources.join(', ')}</span> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
