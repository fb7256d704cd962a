import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../../lib/toast.ts';
import { useComputeNutrition } from '../api/compute-nutrition.ts';
import { useGenerateImage } from '../api/generate-image.ts';
import { readServerMessage } from '../lib/read-server-message.ts';
import { joinLines, splitLines } from '../lib/recipe-lines.ts';
import type { TSessionRecipe } from '../lib/session-recipe.ts';
import { RecipeImage } from './recipe-image.tsx';

type TRecipeEditFormProps = {
  recipe: TSessionRecipe;
  onUpdate: (id: string, patch: Partial<TSessionRecipe>) => void;
  onDone: () => void;
};

type TTextFields = { title: string; ingredients: string; instructions: string; prepTime: string; cookTime: string; totalTime: string; servings: string; notes: string };

const SHORT_FIELDS = [
  { key: 'prepTime', label: 'Prep time' },
  { key: 'cookTime', label: 'Cook time' },
  { key: 'totalTime', label: 'Total time' },
  { key: 'servings', label: 'Servings' },
] as const;

/** The recipe modal's edit mode (spec §4 Recipe editing). */
export function RecipeEditForm({ recipe, onUpdate, onDone }: TRecipeEditFormProps) {
  const baseId = useId();
  const [fields, setFields] = useState<TTextFields>({
    title: recipe.title,
    ingredients: joinLines(recipe.ingredients),
    instructions: joinLines(recipe.instructions),
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    totalTime: recipe.totalTime,
    servings: recipe.servings,
    notes: recipe.notes,
  });
  const [titleError, setTitleError] = useState<string | null>(null);
  const nutritionMutation = useComputeNutrition();
  const imageMutation = useGenerateImage();
  const isSaving = nutritionMutation.isPending;
  const isImageRunning = imageMutation.isPending;
  const canGenerateImage = recipe.isBlank || !recipe.imageUrl;

  const setField = (key: keyof TTextFields, value: string) => setFields((current) => ({ ...current, [key]: value }));

  const handleGenerateImage = async () => {
    const title = fields.title.trim();
    const ingredients = splitLines(fields.ingredients);
    // Spec §5: the image needs something to show.
    if (!title || ingredients.length === 0) {
      notify.error('Add a title and at least one ingredient first.');
      return;
    }
    if (isImageRunning) return;
    try {
      const { imageUrl } = await imageMutation.mutateAsync({ title, ingredients });
      onUpdate(recipe.id, { imageUrl });
      notify.success('Image generated!');
    } catch (error) {
      notify.error(readServerMessage(error, 'Failed to generate image'));
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = fields.title.trim();
    if (!title) {
      setTitleError('Title is required.');
      return;
    }
    setTitleError(null);
    const ingredients = splitLines(fields.ingredients);
    if (isSaving) return;
    try {
      // Spec §4: an edited session recipe gets its nutrition recomputed from the new lines.
      const counted = ingredients.length > 0 ? await nutritionMutation.mutateAsync({ ingredients }) : { nutrition: null, unknownIngredients: [] };
      onUpdate(recipe.id, {
        title,
        ingredients,
        instructions: splitLines(fields.instructions),
        prepTime: fields.prepTime.trim(),
        cookTime: fields.cookTime.trim(),
        totalTime: fields.totalTime.trim(),
        servings: fields.servings.trim(),
        notes: fields.notes,
        nutrition: counted.nutrition,
        unknownIngredients: counted.unknownIngredients,
      });
      notify.success('Changes saved!');
      onDone();
    } catch {
      notify.error('Failed to save changes.');
    }
  };

  return (
    <form className="form recipe-edit" onSubmit={handleSubmit} aria-busy={isSaving || isImageRunning} noValidate>
      <div className="field">
        <label htmlFor={`${baseId}-title`}>Title</label>
        <input
          id={`${baseId}-title`}
          value={fields.title}
          maxLength={200}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${baseId}-title-error` : undefined}
          onChange={(event) => setField('title', event.target.value)}
        />
        {titleError ? (
          <p id={`${baseId}-title-error`} className="form-error" role="alert">
            {titleError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${baseId}-ingredients`}>Ingredients</label>
        <textarea
          id={`${baseId}-ingredients`}
          rows={6}
          value={fields.ingredients}
          aria-describedby={`${baseId}-ingredients-hint`}
          onChange={(event) => setField('ingredients', event.target.value)}
        />
        <p id={`${baseId}-ingredients-hint`} className="field__hint">
          One ingredient per line, e.g. 2 cups rice.
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${baseId}-instructions`}>Steps</label>
        <textarea
          id={`${baseId}-instructions`}
          rows={6}
          value={fields.instructions}
          aria-describedby={`${baseId}-instructions-hint`}
          onChange={(event) => setField('instructions', event.target.value)}
        />
        <p id={`${baseId}-instructions-hint`} className="field__hint">
          One step per line.
        </p>
      </div>
      <div className="recipe-edit__row">
        {SHORT_FIELDS.map((field) => (
          <div className="field" key={field.key}>
            <label htmlFor={`${baseId}-${field.key}`}>{field.label}</label>
            <input id={`${baseId}-${field.key}`} value={fields[field.key]} maxLength={50} onChange={(event) => setField(field.key, event.target.value)} />
          </div>
        ))}
      </div>
      <div className="field">
        <label htmlFor={`${baseId}-notes`}>Notes</label>
        <textarea id={`${baseId}-notes`} rows={3} value={fields.notes} maxLength={5000} onChange={(event) => setField('notes', event.target.value)} />
      </div>
      {canGenerateImage ? (
        <div className="recipe-edit__image">
          <RecipeImage className="recipe-edit__preview" src={recipe.imageUrl} title={fields.title || recipe.title} isPending={isImageRunning} />
          <button type="button" className="button button--secondary" onClick={handleGenerateImage} disabled={isImageRunning} aria-busy={isImageRunning}>
            {isImageRunning ? 'Generating image…' : 'Generate Image'}
          </button>
        </div>
      ) : null}
      <div className="recipe-modal__actions">
        <button type="submit" className="button button--primary" disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? 'Saving…' : 'Save Changes'}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone} disabled={isSaving}>
          Cancel
        </button>
      </div>
    </form>
  );
}
