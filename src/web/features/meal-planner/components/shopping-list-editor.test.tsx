import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TShoppingItem } from '../../../../domain/shopping-list/shopping-list.ts';
import { ShoppingListEditor } from './shopping-list-editor.tsx';

const ITEMS: TShoppingItem[] = [
  {
    name: 'onion',
    quantity: 3,
    unit: null,
    amounts: [{ quantity: 3, unit: null }],
    display: '3 onions',
    aisle: 'produce',
    sources: ['Soup'],
    inCart: false,
    checked: true,
  },
  {
    name: 'milk',
    quantity: 485,
    unit: 'ml',
    amounts: [{ quantity: 485, unit: 'ml' }],
    display: '485 ml milk',
    aisle: 'dairy & eggs',
    sources: ['Soup'],
    inCart: false,
    checked: false,
  },
];

function renderEditor() {
  const onDone = vi.fn();
  const onCancel = vi.fn();
  render(<ShoppingListEditor items={ITEMS} onDone={onDone} onCancel={onCancel} />);
  return { onDone, onCancel, user: userEvent.setup() };
}

describe('ShoppingListEditor', () => {
  it('renames, re-measures, removes and adds items', async () => {
    const { onDone, user } = renderEditor();
    await user.clear(screen.getByLabelText('Item 1 name'));
    await user.type(screen.getByLabelText('Item 1 name'), 'red onion');
    await user.clear(screen.getByLabelText('Item 2 quantity'));
    await user.type(screen.getByLabelText('Item 2 quantity'), '1');
    await user.clear(screen.getByLabelText('Item 2 unit'));
    await user.type(screen.getByLabelText('Item 2 unit'), 'l');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByLabelText('Item 3 name'), 'paper towels');
    await user.selectOptions(screen.getByLabelText('Item 3 aisle'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Remove red onion' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledWith([
      { name: 'milk', quantity: 1, unit: 'l', aisle: 'dairy & eggs', checked: false },
      { name: 'paper towels', quantity: null, unit: null, aisle: 'other', checked: false },
    ]);
  });

  it('refuses an item without a name or with a quantity that is not a number above 0', async () => {
    const { onDone, user } = renderEditor();
    await user.clear(screen.getByLabelText('Item 1 name'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give every item a name, or remove it.');
    await user.type(screen.getByLabelText('Item 1 name'), 'onion');
    await user.clear(screen.getByLabelText('Item 2 quantity'));
    await user.type(screen.getByLabelText('Item 2 quantity'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The quantity of “milk” must be a number above 0.');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('keeps Add item, Cancel and Done together in one bar, and focuses a new item', async () => {
    const { user } = renderEditor();
    const done = screen.getByRole('button', { name: 'Done' });
    const bar = done.parentElement;
    expect(bar).toHaveClass('shopping-editor__actions');
    expect(bar).toContainElement(screen.getByRole('button', { name: 'Add item' }));
    expect(bar).toContainElement(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByLabelText('Item 3 name')).toHaveFocus();
  });

  it('says Saving… on a disabled Done while the list is saved', () => {
    render(<ShoppingListEditor items={ITEMS} onDone={vi.fn()} onCancel={vi.fn()} isSaving />);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('cancels without saving', async () => {
    const { onDone, onCancel, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onDone).not.toHaveBeenCalled();
  });
});
