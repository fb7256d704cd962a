import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { SUGGESTION_CLOSE_DELAY_MS } from '../../../../domain/limits.ts';
import { CART_ITEM_NAME_MAX_LENGTH, CART_NAME_EMPTY_MESSAGE, checkCartItemName, toCartNameKey, toTitleCase, type TCart } from '../../../../domain/cart.ts';
import { notify } from '../../../lib/toast.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAddCartItem, usePendingCartAdds } from '../api/add-cart-item.ts';
import { useSuggestions } from '../api/get-suggestions.ts';

const SUGGESTION_DEBOUNCE_MS = 150;

type TCartAddFormProps = { cart: TCart | undefined; isEscapeTakenRef: RefObject<boolean> };

/** The add field: an ARIA combobox over the food table. */
export function CartAddForm({ cart, isEscapeTakenRef }: TCartAddFormProps) {
  const inputId = useId();
  const listId = useId();
  const [value, setValue] = useState('');
  const query = useDebouncedValue(value, SUGGESTION_DEBOUNCE_MS);
  const [isListOpen, setIsListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const closeTimerRef = useRef<number | undefined>(undefined);
  const addMutation = useAddCartItem();
  const pendingNames = usePendingCartAdds();
  const suggestionsQuery = useSuggestions(query);
  const suggestions = value.trim() === '' ? [] : (suggestionsQuery.data ?? []);
  const isShowingList = isListOpen && suggestions.length > 0;

  useEffect(() => {
    isEscapeTakenRef.current = isShowingList;
  }, [isShowingList, isEscapeTakenRef]);

  useEffect(() => () => window.clearTimeout(closeTimerRef.current), []);

  const add = (raw: string) => {
    const checked = checkCartItemName(raw);
    if ('error' in checked) {
      // An empty add is ignored.
      if (checked.error !== CART_NAME_EMPTY_MESSAGE) notify.error(checked.error);
      return;
    }
    const key = toCartNameKey(checked.name);
    const all = cart ? [...cart.pantry, ...cart.refrigerator, ...cart.freezer] : [];
    const existing = all.find((item) => toCartNameKey(item.name) === key);
    if (existing) {
      notify.info(`${existing.name} is already in your cart.`);
    } else {
      addMutation.mutate({ name: checked.name });
    }
    // The input and the suggestions are cleared after adding.
    // The debounced query follows; the list is empty meanwhile because the field is.
    setValue('');
    setIsListOpen(false);
    setActiveIndex(-1);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = isShowingList && activeIndex >= 0 ? suggestions[activeIndex] : undefined;
    add(chosen ?? value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!isListOpen) {
        setIsListOpen(true);
        setActiveIndex(step === 1 ? 0 : suggestions.length - 1);
        return;
      }
      setActiveIndex((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Escape' && isShowingList) {
      event.preventDefault();
      setIsListOpen(false);
      setActiveIndex(-1);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <>
      <form className="cart-add" onSubmit={handleSubmit} role="search" aria-label="Add an ingredient">
        <label htmlFor={inputId} className="visually-hidden">
          Ingredient
        </label>
        <div className="cart-add__combobox">
          <input
            id={inputId}
            className="cart-add__input"
            type="text"
            role="combobox"
            aria-expanded={isShowingList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={isShowingList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            placeholder="Enter ingredient"
            autoComplete="off"
            maxLength={CART_ITEM_NAME_MAX_LENGTH}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setIsListOpen(true);
              setActiveIndex(-1);
            }}
            onKeyDown={handleKeyDown}
            onFocus={() => {
              window.clearTimeout(closeTimerRef.current);
              setIsListOpen(true);
            }}
            onBlur={() => {
              // The list closes 150 ms after the input loses focus, so a click on it still lands.
              closeTimerRef.current = window.setTimeout(() => {
                setIsListOpen(false);
                setActiveIndex(-1);
              }, SUGGESTION_CLOSE_DELAY_MS);
            }}
          />
          <ul id={listId} role="listbox" aria-label="Suggestions" className="cart-add__suggestions" hidden={!isShowingList}>
            {isShowingList
              ? suggestions.map((name, index) => (
                  <li
                    key={name}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    className="cart-add__option"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => add(name)}
                  >
                    {toTitleCase(name)}
                  </li>
                ))
              : null}
          </ul>
        </div>
        <button type="submit" className="button button--primary cart-add__button">
          Add
        </button>
      </form>
      <ul className="cart-add__pending" aria-live="polite" aria-label="Being added">
        {pendingNames.map((name, index) => (
          <li key={`${name}-${index}`}>Adding {name}…</li>
        ))}
      </ul>
    </>
  );
}
