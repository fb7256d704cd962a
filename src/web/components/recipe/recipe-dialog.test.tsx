import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RECIPE_LIMITS } from '../../../domain/recipe.ts';
import { RecipeDialog } from './recipe-dialog.tsx';
import type { TShownRecipe } from './recipe-shown.ts';

const RECIPE: TShownRecipe = {
  id: 'r1',
  title: 'Lemon Chicken',
  ingredients: ['2 chicken breasts', '1 cup milk'],
  instructions: ['Brown the chicken.', 'Simmer in milk.'],
  imageUrl: '',
  notes: 'Zest at the end.',
  prepTime: 'PT10M',
  cookTime: '25 mins',
  totalTime: '',
  servings: '2',
  category: 'Dinner',
  rating: 3,
};

const NUTRITION = { calories: 800, protein: 60, carbs: 10, fat: 40, fiber: 0, sugar: 12 };

describe('RecipeDialog', () => {
  it('is a read-only view when the page offers nothing: no Edit, no stars, no scaling, no nutrition', () => {
    render(<RecipeDialog recipe={RECIPE} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Lemon Chicken' });
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radiogroup', { name: 'Your rating' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Servings' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Nutrition' })).not.toBeInTheDocument();
    // Times in one format, whatever was stored.
    expect(within(dialog).getByText('Prep').nextSibling).toHaveTextContent('10 min');
    expect(within(dialog).getByText('Cook').nextSibling).toHaveTextContent('25 min');
    expect(within(dialog).getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    expect(within(dialog).getByText('Zest at the end.')).toBeInTheDocument();
  });

  it('links the web page the recipe came from by its site, in a new tab; never a script address', () => {
    const { unmount } = render(<RecipeDialog recipe={{ ...RECIPE, sourceUrl: 'https://www.example.com/lemon-chicken' }} onClose={() => undefined} />);
    const link = screen.getByRole('link', { name: 'example.com (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.example.com/lemon-chicken');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByText('Source')).toBeInTheDocument();
    unmount();
    render(<RecipeDialog recipe={{ ...RECIPE, sourceUrl: 'javascript:alert(1)' }} onClose={() => undefined} />);
    expect(screen.queryByText('Source')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /opens in a new tab/ })).not.toBeInTheDocument();
  });

  it('hands the scaled servings to the page actions, and scales ingredients and nutrition', async () => {
    const onPrint = vi.fn();
    render(
      <RecipeDialog recipe={RECIPE} onClose={() => undefined} canScale nutrition={{ value: NUTRITION }} actions={[{ label: 'Print', onSelect: onPrint }]} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Lemon Chicken' });
    expect(within(dialog).getByRole('row', { name: 'Calories 400 kcal 800 kcal' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'More servings' }));
    expect(within(dialog).getByText('3 chicken breasts')).toBeInTheDocument();
    // The header follows the chosen servings.
    expect(within(dialog).getByText('Servings', { selector: 'dt' }).nextSibling).toHaveTextContent('3');
    expect(within(dialog).getByRole('columnheader', { name: 'Whole recipe (3 servings)' })).toBeInTheDocument();
    // Per serving stays; the whole recipe follows the servings.
    expect(within(dialog).getByRole('row', { name: 'Calories 400 kcal 1200 kcal' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(onPrint).toHaveBeenCalledWith({ servings: 3, system: 'original' });
  });

  it('scales each line as the server read it, and the amount written at its start until the reading comes', async () => {
    const recipe = { ...RECIPE, servings: '1', ingredients: ['1 cup plus 2 tablespoons flour', 'salt to taste'] };
    // POST /nutrition's readings: the reader added the two measures up, in cups.
    const lineReadings = [
      { quantity: 1.125, quantity2: null, unit: 'cup', span: { start: 0, end: 24, unitText: 'cup' }, foodName: 'flour' },
      { quantity: null, quantity2: null, unit: null, span: null, foodName: 'salt' },
    ];
    const { rerender } = render(<RecipeDialog recipe={recipe} onClose={() => undefined} canScale nutrition={{ value: null, isLoading: true }} />);
    const dialog = screen.getByRole('dialog', { name: 'Lemon Chicken' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'More servings' }));
    // Still loading: the written amount scales, and nothing says anything is wrong.
    expect(within(dialog).getByText('2 cups plus 2 tablespoons flour')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    rerender(<RecipeDialog recipe={recipe} onClose={() => undefined} canScale nutrition={{ value: NUTRITION, lineReadings }} />);
    expect(within(dialog).getByText('2¼ cups flour')).toBeInTheDocument();
    expect(within(dialog).getByText('salt to taste')).toBeInTheDocument();
  });

  it('opens with focus on the title, so a reflexive Space does not rate the recipe 1 star', async () => {
    const onRate = vi.fn();
    render(<RecipeDialog recipe={RECIPE} onClose={() => undefined} rating={{ onRate, isPending: false }} />);
    const dialog = screen.getByRole('dialog', { name: RECIPE.title });
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: RECIPE.title })).toHaveFocus());
    await userEvent.keyboard(' ');
    expect(onRate).not.toHaveBeenCalled();
  });

  it('shows a whole-recipe column only when the servings are unknown', () => {
    render(<RecipeDialog recipe={{ ...RECIPE, servings: '' }} onClose={() => undefined} nutrition={{ value: NUTRITION }} />);
    expect(screen.queryByRole('columnheader', { name: 'Per serving' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Calories 800 kcal' })).toBeInTheDocument();
  });

  it('edits with field errors next to the fields, then saves and returns focus to the title', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<RecipeDialog recipe={RECIPE} onClose={() => undefined} edit={{ onSubmit }} />);
    const dialog = screen.getByRole('dialog', { name: 'Lemon Chicken' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(within(dialog).getByRole('heading', { name: 'Lemon Chicken' })).toHaveFocus();

    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveAttribute('maxLength', String(RECIPE_LIMITS.titleLength));
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByLabelText('Instructions'));
    await userEvent.paste(`\n${'x'.repeat(RECIPE_LIMITS.instructionLength + 1)}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(title).toHaveAccessibleDescription('Title is required.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(within(dialog).getByLabelText('Instructions')).toHaveAccessibleDescription(
      `Keep each step to ${RECIPE_LIMITS.instructionLength} characters. One step per line.`,
    );

    await userEvent.type(title, 'Lemon Chicken Deluxe');
    await userEvent.clear(within(dialog).getByLabelText('Instructions'));
    await userEvent.type(within(dialog).getByLabelText('Instructions'), 'Brown.{enter}Simmer.');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Lunch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Lemon Chicken Deluxe', category: 'Lunch', instructions: ['Brown.', 'Simmer.'], ingredients: RECIPE.ingredients }),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument());
    expect(within(dialog).getByRole('heading', { name: 'Lemon Chicken' })).toHaveFocus();
  });

  it('stays in the form when the page could not save', async () => {
    render(<RecipeDialog recipe={RECIPE} onClose={() => undefined} edit={{ onSubmit: async () => false, isInitiallyEditing: true }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Lemon Chicken');
  });

  it('rates through the page, and closes through the page', async () => {
    const onRate = vi.fn();
    const onClose = vi.fn();
    render(<RecipeDialog recipe={RECIPE} onClose={onClose} rating={{ onRate }} />);
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(onRate).toHaveBeenCalledWith(5);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens at the servings and units it is given (a planned multiplier, back from cook mode)', () => {
    render(
      <RecipeDialog
        recipe={{ ...RECIPE, notes: 'Serves 2. Zest at the end.' }}
        onClose={() => undefined}
        canScale
        initialSettings={{ servings: 4, system: 'metric' }}
        nutrition={{ value: NUTRITION }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Lemon Chicken' });
    expect(within(dialog).getByText('4 chicken breasts')).toBeInTheDocument();
    expect(within(dialog).getByText('500 ml milk')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Metric' })).toHaveAttribute('aria-checked', 'true');
    // Notes that state the servings follow them; nutrition says per serving first, then the whole recipe.
    expect(within(dialog).getByText('Serves 4. Zest at the end.')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nutrient', 'Per serving', 'Whole recipe (4 servings)']);
    expect(within(dialog).getByRole('row', { name: 'Calories 400 kcal 1600 kcal' })).toBeInTheDocument();
  });

  it('restates "Serves N." in the notes when an edit changes the servings', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<RecipeDialog recipe={{ ...RECIPE, servings: '4', notes: 'Serves 4. Zest at the end.' }} onClose={() => undefined} edit={{ onSubmit }} />);
    const dialog = screen.getByRole('dialog', { name: 'Lemon Chicken' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const servings = within(dialog).getByLabelText('Servings');
    await userEvent.clear(servings);
    await userEvent.type(servings, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ servings: '6', notes: 'Serves 6. Zest at the end.' }));
  });
});

describe('RecipeDialog: a half-edited recipe survives a reload', () => {
  const PLACE = { key: 'forkcast.draft.user-1.recipe-edit:r1', storage: 'local' } as const;

  function renderEditable(onSubmit: (values: unknown) => Promise<boolean> = () => Promise.resolve(true)) {
    return render(<RecipeDialog recipe={RECIPE} onClose={() => undefined} edit={{ onSubmit, draftPlace: PLACE }} />);
  }

  it('reopens in edit mode with the changes; Save discards the draft', async () => {
    localStorage.clear();
    const first = renderEditable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Notes'), ' Serve warm.');
    first.unmount();

    const onSubmit = vi.fn(() => Promise.resolve(true));
    const second = renderEditable(onSubmit);
    expect(screen.getByLabelText('Notes')).toHaveValue('Zest at the end. Serve warm.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ notes: 'Zest at the end. Serve warm.' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument());
    second.unmount();

    renderEditable();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit recipe' })).not.toBeInTheDocument();
  });

  it('an untouched form leaves no draft, and Cancel discards one', async () => {
    localStorage.clear();
    const first = renderEditable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(localStorage.getItem(PLACE.key)).toBeNull();
    await userEvent.type(screen.getByLabelText('Title'), '!');
    expect(localStorage.getItem(PLACE.key)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(PLACE.key)).toBeNull();
    first.unmount();
  });
});
