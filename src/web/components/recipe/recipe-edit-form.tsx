import { useId, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { RECIPE_LIMITS } from '../../../domain/recipe.ts';
import { RECIPE_CATEGORIES, type TRecipeCategory } from '../../../domain/limits.ts';
import { discardDraft, readDraft, writeDraft, type TDraftPlace } from '../../lib/drafts.ts';
import { restateServings } from '../../../domain/recipe-scaling.ts';
import { FormField } from '../form-field/form-field.tsx';
import { CategorySelect } from './category-select.tsx';
import { checkRecipeForm, joinLines, splitLines, type TRecipeFormErrors, type TRecipeFormField, type TRecipeFormValues } from './recipe-form.ts';
import { RecipeImage } from './recipe-image.tsx';
import type { TShownRecipe } from './recipe-shown.ts';
import styles from './recipe-edit-form.module.css';

export type TRecipeImageAction = {
  /** Asks for an image of the draft (the page checks it has a title and an ingredient). */
  onGenerate: (draft: { title: string; ingredients: string[] }) => void;
  isGenerating: boolean;
};

export type TRecipeEditFormProps = {
  recipe: TShownRecipe;
  isSaving?: boolean;
  /** Called with values the domain schema accepted; the page saves them and leaves edit mode. */
  onSubmit: (values: TRecipeFormValues) => void;
  onCancel: () => void;
  /** Offer 'Generate Image' under the fields (Create, for a blank recipe or one without image). */
  image?: TRecipeImageAction;
  /** Where the half-edited form is kept across a reload; discarded by Cancel (and by the dialog once saved). */
  draftPlace?: TDraftPlace | null;
};

type TTextFields = Record<Exclude<TRecipeFormField, 'category'>, string>;

const ZEditDraftSchema = z.object({
  fields: z.object({
    title: z.string(),
    servings: z.string(),
    prepTime: z.string(),
    cookTime: z.string(),
    totalTime: z.string(),
    ingredients: z.string(),
    instructions: z.string(),
    notes: z.string(),
    // Drafts kept before recipes had a source have none.
    sourceUrl: z.string().default(''),
  }),
  category: z.enum(RECIPE_CATEGORIES),
});
type TEditDraft = z.infer<typeof ZEditDraftSchema>;

function isEditDraft(value: unknown): value is TEditDraft {
  return ZEditDraftSchema.safeParse(value).success;
}

const SHORT_FIELDS = [
  { key: 'prepTime', label: 'Prep time' },
  { key: 'cookTime', label: 'Cook time' },
  { key: 'totalTime', label: 'Total time' },
] as const;

function toFormFields(recipe: TShownRecipe): TTextFields {
  return {
    title: recipe.title,
    servings: recipe.servings,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    totalTime: recipe.totalTime,
    ingredients: joinLines(recipe.ingredients),
    instructions: joinLines(recipe.instructions),
    notes: recipe.notes,
    sourceUrl: recipe.sourceUrl ?? '',
  };
}

/** Edit mode of the recipe dialog, checked with the domain's recipe schema. */
export function RecipeEditForm({ recipe, isSaving = false, onSubmit, onCancel, image, draftPlace = null }: TRecipeEditFormProps) {
  const baseId = useId();
  const [draft] = useState<TEditDraft | null>(() => readDraft(draftPlace, isEditDraft));
  const [fields, setFields] = useState<TTextFields>(() => draft?.fields ?? toFormFields(recipe));
  const [category, setCategory] = useState<TRecipeCategory>(draft?.category ?? recipe.category ?? 'Other');
  const [errors, setErrors] = useState<TRecipeFormErrors>({});

  // Kept on every change (only once the cook changes something: an untouched form leaves no draft).
  const setField = (key: keyof TTextFields, value: string) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    writeDraft(draftPlace, { fields: next, category });
  };
  const chooseCategory = (next: TRecipeCategory) => {
    setCategory(next);
    writeDraft(draftPlace, { fields, category: next });
  };
  const handleCancel = () => {
    discardDraft(draftPlace);
    onCancel();
  };
  const idOf = (field: TRecipeFormField) => `${baseId}-${field}`;
  /** A field's frame: its label, its error (when any) and hint, wired to the control. */
  const fieldOf = (field: TRecipeFormField, label: string, hint?: string) => ({ id: idOf(field), label, hint, error: errors[field] });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const checked = checkRecipeForm({
      ...fields,
      category,
      ingredients: splitLines(fields.ingredients),
      instructions: splitLines(fields.instructions),
    });
    if (checked.errors) {
      setErrors(checked.errors);
      // Put the cook on the first field to fix.
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(`${baseId}-${first}`)?.focus();
      return;
    }
    setErrors({});
    // 'Serves 4.' in the notes follows a new serving count (unless the cook rewrote it too).
    const notes =
      checked.values.notes.trim() === recipe.notes.trim()
        ? restateServings(checked.values.notes, recipe.servings, checked.values.servings)
        : checked.values.notes;
    onSubmit({ ...checked.values, notes });
  };

  return (
    <form className={`form ${styles.form}`} onSubmit={handleSubmit} aria-busy={isSaving || image?.isGenerating} aria-label="Edit recipe" noValidate>
      <FormField {...fieldOf('title', 'Title')}>
        {(control) => (
          <input {...control} value={fields.title} maxLength={RECIPE_LIMITS.titleLength} onChange={(event) => setField('title', event.target.value)} />
        )}
      </FormField>
      <div className={styles.row}>
        <FormField {...fieldOf('category', 'Category')}>
          {(control) => <CategorySelect {...control} value={category} onChange={(next) => chooseCategory(next ?? 'Other')} />}
        </FormField>
        <FormField {...fieldOf('servings', 'Servings')}>
          {(control) => (
            <input
              {...control}
              value={fields.servings}
              maxLength={RECIPE_LIMITS.shortFieldLength}
              onChange={(event) => setField('servings', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className={styles.row}>
        {SHORT_FIELDS.map((field) => (
          <FormField key={field.key} {...fieldOf(field.key, field.label)}>
            {(control) => (
              <input
                {...control}
                value={fields[field.key]}
                maxLength={RECIPE_LIMITS.shortFieldLength}
                onChange={(event) => setField(field.key, event.target.value)}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormField {...fieldOf('ingredients', 'Ingredients', 'One ingredient per line, e.g. 2 cups rice.')}>
        {(control) => <textarea {...control} rows={7} value={fields.ingredients} onChange={(event) => setField('ingredients', event.target.value)} />}
      </FormField>
      <FormField {...fieldOf('instructions', 'Instructions', 'One step per line.')}>
        {(control) => <textarea {...control} rows={7} value={fields.instructions} onChange={(event) => setField('instructions', event.target.value)} />}
      </FormField>
      <FormField {...fieldOf('notes', 'Notes')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={fields.notes}
            maxLength={RECIPE_LIMITS.notesLength}
            onChange={(event) => setField('notes', event.target.value)}
          />
        )}
      </FormField>
      <FormField {...fieldOf('sourceUrl', 'Source', 'The web page this recipe came from (optional).')}>
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            value={fields.sourceUrl}
            maxLength={RECIPE_LIMITS.sourceUrlLength}
            onChange={(event) => setField('sourceUrl', event.target.value)}
          />
        )}
      </FormField>
      {image ? (
        <div className={styles.image}>
          <RecipeImage className={styles.preview} src={recipe.imageUrl} title={fields.title.trim() || recipe.title} isPending={image.isGenerating} />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => image.onGenerate({ title: fields.title.trim(), ingredients: splitLines(fields.ingredients) })}
            disabled={image.isGenerating}
            aria-busy={image.isGenerating}
          >
            {image.isGenerating ? 'Generating image…' : 'Generate Image'}
          </button>
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={handleCancel} disabled={isSaving}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? 'Saving…' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
