import { useState, type FormEvent } from 'react';
import { RECIPE_CATEGORIES, type TRecipeCategory } from '../../../../domain/limits.ts';
import { ZUpdateRecipeSchema, type TSavedRecipe, type TUpdateRecipe } from '../../../../domain/recipe.ts';

type TRecipeEditFormProps = {
  recipe: TSavedRecipe;
  isSaving: boolean;
  onSave: (changes: TUpdateRecipe) => void;
  onCancel: () => void;
};

function toLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Edit mode of the recipe modal: every field of spec §3 Saved recipe except the image and rating. */
export function RecipeEditForm({ recipe, isSaving, onSave, onCancel }: TRecipeEditFormProps) {
  const [title, setTitle] = useState(recipe.title);
  const [category, setCategory] = useState<TRecipeCategory>(recipe.category);
  const [prepTime, setPrepTime] = useState(recipe.prepTime);
  const [cookTime, setCookTime] = useState(recipe.cookTime);
  const [totalTime, setTotalTime] = useState(recipe.totalTime);
  const [servings, setServings] = useState(recipe.servings);
  const [ingredients, setIngredients] = useState(recipe.ingredients.join('\n'));
  const [instructions, setInstructions] = useState(recipe.instructions.join('\n'));
  const [notes, setNotes] = useState(recipe.notes);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZUpdateRecipeSchema.safeParse({
      title,
      category,
      prepTime,
      cookTime,
      totalTime,
      servings,
      ingredients: toLines(ingredients),
      instructions: toLines(instructions),
      notes,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the fields.');
      return;
    }
    setError(null);
    onSave(parsed.data);
  };

  return (
    <form className="form recipe-edit" onSubmit={onSubmit} aria-label="Edit recipe">
      <div className="field">
        <label htmlFor="edit-title">Title</label>
        <input id="edit-title" value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={200} />
      </div>
      <div className="recipe-edit__row">
        <div className="field">
          <label htmlFor="edit-category">Category</label>
          <select id="edit-category" value={category} onChange={(event) => setCategory(RECIPE_CATEGORIES.find((item) => item === event.target.value) ?? 'Other')}>
            {RECIPE_CATEGORIES.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="edit-servings">Servings</label>
          <input id="edit-servings" value={servings} onChange={(event) => setServings(event.target.value)} maxLength={50} />
        </div>
      </div>
      <div className="recipe-edit__row">
        <div className="field">
          <label htmlFor="edit-prep">Prep time</label>
          <input id="edit-prep" value={prepTime} onChange={(event) => setPrepTime(event.target.value)} maxLength={50} />
        </div>
        <div className="field">
          <label htmlFor="edit-cook">Cook time</label>
          <input id="edit-cook" value={cookTime} onChange={(event) => setCookTime(event.target.value)} maxLength={50} />
        </div>
        <div className="field">
          <label htmlFor="edit-total">Total time</label>
          <input id="edit-total" value={totalTime} onChange={(event) => setTotalTime(event.target.value)} maxLength={50} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="edit-ingredients">Ingredients</label>
        <textarea id="edit-ingredients" rows={7} value={ingredients} onChange={(event) => setIngredients(event.target.value)} aria-describedby="edit-ingredients-hint" />
        <span id="edit-ingredients-hint" className="field__hint">
          One ingredient per line.
        </span>
      </div>
      <div className="field">
        <label htmlFor="edit-instructions">Instructions</label>
        <textarea id="edit-instructions" rows={7} value={instructions} onChange={(event) => setInstructions(event.target.value)} aria-describedby="edit-instructions-hint" />
        <span id="edit-instructions-hint" className="field__hint">
          One step per line.
        </span>
      </div>
      <div className="field">
        <label htmlFor="edit-notes">Notes</label>
        <textarea id="edit-notes" rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={5000} />
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={isSaving}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
