import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { RECIPE_CATEGORIES, type TRecipeCategory } from '../../../../domain/limits.ts';
import { ZCreateRecipeSchema, ZRecipeCategorySchema, type TSavedRecipe } from '../../../../domain/recipe.ts';
import { notify } from '../../../lib/toast.ts';
import { useSaveRecipe } from '../api/save-recipe.ts';
import { readServerMessage } from '../lib/read-server-message.ts';
import { toCreateRecipeBody, type TSessionRecipe } from '../lib/session-recipe.ts';

type TSaveRecipeModalProps = {
  recipe: TSessionRecipe | null;
  isSignedIn: boolean;
  onClose: () => void;
  onSaved: (id: string, saved: TSavedRecipe) => void;
};

/** The Save Recipe modal: category and notes, then POST /api/recipes. */
export function SaveRecipeModal({ recipe, isSignedIn, onClose, onSaved }: TSaveRecipeModalProps) {
  return (
    <Dialog.Root open={recipe !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="create-dialog__overlay" />
        <Dialog.Content className="create-dialog save-modal">
          <Dialog.Title>Save Recipe</Dialog.Title>
          {recipe ? (
            <>
              <Dialog.Description className="save-modal__recipe">{recipe.title}</Dialog.Description>
              <SaveRecipeForm key={recipe.id} recipe={recipe} isSignedIn={isSignedIn} onClose={onClose} onSaved={onSaved} />
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SaveRecipeForm({ recipe, isSignedIn, onClose, onSaved }: TSaveRecipeModalProps & { recipe: TSessionRecipe }) {
  const baseId = useId();
  const [category, setCategory] = useState<TRecipeCategory>(recipe.category ?? 'Other');
  const [notes, setNotes] = useState(recipe.notes);
  const [error, setError] = useState<string | null>(null);
  const saveMutation = useSaveRecipe();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saveMutation.isPending) return;
    if (!isSignedIn) {
      setError('User not authenticated. Please log in.');
      notify.error('User not authenticated. Please log in.');
      return;
    }
    const body = toCreateRecipeBody(recipe, category, notes);
    // The server checks the same schema; asking first gives the cook the reason without a round trip.
    const checked = ZCreateRecipeSchema.safeParse(body);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'Save failed.';
      setError(message);
      notify.error(message);
      return;
    }
    setError(null);
    try {
      const saved = await saveMutation.mutateAsync(body);
      notify.success('Recipe saved!');
      onSaved(recipe.id, saved);
    } catch (caught) {
      // e.g. the free tier's 10-recipe limit, worded by the server.
      const message = readServerMessage(caught, 'Save failed.');
      setError(message);
      notify.error(message);
    }
  };

  return (
    <form className="form" onSubmit={handleSubmit} aria-busy={saveMutation.isPending} noValidate>
      <div className="field">
        <label htmlFor={`${baseId}-category`}>Category</label>
        <select
          id={`${baseId}-category`}
          value={category}
          onChange={(event) => {
            const parsed = ZRecipeCategorySchema.safeParse(event.target.value);
            if (parsed.success) setCategory(parsed.data);
          }}
        >
          {RECIPE_CATEGORIES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${baseId}-notes`}>Notes</label>
        <textarea id={`${baseId}-notes`} rows={4} maxLength={5000} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="recipe-modal__actions">
        <button type="submit" className="button button--primary" disabled={saveMutation.isPending} aria-busy={saveMutation.isPending}>
          {saveMutation.isPending ? 'Saving…' : 'Save Recipe'}
        </button>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
