import { useState, type FormEvent } from 'react';
import type { TRecipeCategory } from '../../../../domain/limits.ts';
import { RECIPE_LIMITS, ZCreateRecipeSchema, type TSavedRecipe } from '../../../../domain/recipe.ts';
import { FormError, FormField } from '../../../components/form-field/form-field.tsx';
import { Modal, ModalActions } from '../../../components/modal.tsx';
import { CategorySelect } from '../../../components/recipe/category-select.tsx';
import { UpgradeLink } from '../../../components/pro-badge.tsx';
import { hasErrorCode, readErrorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useSaveRecipe } from '../api/save-recipe.ts';
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
    <Modal isOpen={recipe !== null} onClose={onClose} size="narrow" title="Save Recipe" description={recipe?.title}>
      {recipe ? <SaveRecipeForm key={recipe.id} recipe={recipe} isSignedIn={isSignedIn} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function SaveRecipeForm({ recipe, isSignedIn, onClose, onSaved }: TSaveRecipeModalProps & { recipe: TSessionRecipe }) {
  const [category, setCategory] = useState<TRecipeCategory>(recipe.category ?? 'Other');
  const [notes, setNotes] = useState(recipe.notes);
  // Said once, beside the button: an error toast on top of it repeated the same words.
  const [error, setError] = useState<string | null>(null);
  const [isLimitReached, setIsLimitReached] = useState(false);
  const saveMutation = useSaveRecipe();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saveMutation.isPending) return;
    if (!isSignedIn) {
      setError('User not authenticated. Please log in.');
      return;
    }
    const body = toCreateRecipeBody(recipe, category, notes);
    // The server checks the same schema; asking first gives the cook the reason without a round trip.
    const checked = ZCreateRecipeSchema.safeParse(body);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'Save failed.';
      setError(message);
      return;
    }
    setError(null);
    setIsLimitReached(false);
    try {
      const saved = await saveMutation.mutateAsync(body);
      notify.success('Recipe saved!');
      onSaved(recipe.id, saved);
    } catch (caught) {
      // e.g. the free tier's 10-recipe limit, worded by the server.
      setError(readErrorMessage(caught, 'Save failed.'));
      setIsLimitReached(hasErrorCode(caught, 'LIMIT_REACHED'));
    }
  };

  return (
    <form className="form" onSubmit={handleSubmit} aria-busy={saveMutation.isPending} noValidate>
      <FormField label="Category">{(control) => <CategorySelect {...control} value={category} onChange={(next) => setCategory(next ?? 'Other')} />}</FormField>
      <FormField label="Notes">
        {(control) => <textarea {...control} rows={4} maxLength={RECIPE_LIMITS.notesLength} value={notes} onChange={(event) => setNotes(event.target.value)} />}
      </FormField>
      <FormError message={error} action={isLimitReached ? <UpgradeLink>See Pro plans</UpgradeLink> : null} />
      <ModalActions>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={saveMutation.isPending} aria-busy={saveMutation.isPending}>
          {saveMutation.isPending ? 'Saving…' : 'Save Recipe'}
        </button>
      </ModalActions>
    </form>
  );
}
