import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { TSavedRecipe, TUpdateRecipe } from '../../../../domain/recipe.ts';
import { NutritionPanel } from './nutrition-panel.tsx';
import { RatingInput } from './rating-stars.tsx';
import { RecipeEditForm } from './recipe-edit-form.tsx';
import { createScaleSettings, getBaseServings, toScaledIngredients } from './recipe-scaling.ts';
import { ScaleControls, type TScaleSettings } from './scale-controls.tsx';

export type TRecipeDialogActions = {
  onRate: (recipe: TSavedRecipe, rating: number) => void;
  onSave: (recipe: TSavedRecipe, changes: TUpdateRecipe) => Promise<boolean>;
  onDelete: (recipe: TSavedRecipe) => void;
  onShare: (recipe: TSavedRecipe) => void;
  onPrint: (recipe: TSavedRecipe, settings: TScaleSettings) => void;
  onCook: (recipe: TSavedRecipe, settings: TScaleSettings) => void;
};

type TRecipeDialogProps = TRecipeDialogActions & {
  recipe: TSavedRecipe | null;
  isRating: boolean;
  isSaving: boolean;
  isSharing: boolean;
  onClose: () => void;
};

/** The saved recipe modal: view (scaling, units, rating, nutrition, actions) or edit. */
export function RecipeDialog({ recipe, onClose, ...rest }: TRecipeDialogProps) {
  return (
    <Dialog.Root open={recipe !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--wide" aria-describedby={undefined}>
          <Dialog.Close asChild>
            <button type="button" className="button button--ghost dialog__close" aria-label="Close">
              ×
            </button>
          </Dialog.Close>
          {/* Keyed by id so switching recipes resets edit mode and scaling. */}
          {recipe ? <RecipeDialogBody key={recipe.id} recipe={recipe} {...rest} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RecipeDialogBody({
  recipe,
  isRating,
  isSaving,
  isSharing,
  onRate,
  onSave,
  onDelete,
  onShare,
  onPrint,
  onCook,
}: Omit<TRecipeDialogProps, 'onClose'> & { recipe: TSavedRecipe }) {
  const [isEditing, setIsEditing] = useState(false);
  const [settings, setSettings] = useState<TScaleSettings>(() => createScaleSettings(recipe));
  const ingredients = toScaledIngredients(recipe, settings);
  const factor = settings.servings / getBaseServings(recipe);

  if (isEditing) {
    return (
      <>
        <Dialog.Title className="dialog__title">Edit recipe</Dialog.Title>
        <RecipeEditForm
          recipe={recipe}
          isSaving={isSaving}
          onCancel={() => setIsEditing(false)}
          onSave={(changes) => {
            void onSave(recipe, changes).then((isSaved) => {
              if (isSaved) setIsEditing(false);
            });
          }}
        />
      </>
    );
  }

  return (
    <article className="recipe-view">
      <header className={recipe.imageUrl ? 'recipe-view__header recipe-view__header--with-image' : 'recipe-view__header'}>
        {recipe.imageUrl ? <img className="recipe-view__image" src={recipe.imageUrl} alt={`Photo of ${recipe.title}`} /> : null}
        <div className="recipe-view__heading">
          <Dialog.Title className="dialog__title">{recipe.title}</Dialog.Title>
          <p className="recipe-view__meta">
            <span>{recipe.category}</span>
            {recipe.prepTime ? <span>Prep {recipe.prepTime}</span> : null}
            {recipe.cookTime ? <span>Cook {recipe.cookTime}</span> : null}
            {recipe.totalTime ? <span>Total {recipe.totalTime}</span> : null}
            {recipe.servings ? <span>Serves {recipe.servings}</span> : null}
          </p>
          <RatingInput rating={recipe.rating} isDisabled={isRating} onRate={(rating) => onRate(recipe, rating)} />
        </div>
      </header>

      <div className="recipe-view__toolbar">
        <button type="button" className="button button--secondary" onClick={() => setIsEditing(true)}>
          Edit
        </button>
        <button type="button" className="button button--secondary" onClick={() => onCook(recipe, settings)} disabled={recipe.instructions.length === 0}>
          Cook mode
        </button>
        <button type="button" className="button button--secondary" onClick={() => onPrint(recipe, settings)}>
          Print
        </button>
        <button type="button" className="button button--secondary" onClick={() => onShare(recipe)} disabled={isSharing}>
          {isSharing ? 'Sharing…' : 'Share'}
        </button>
        <button type="button" className="button button--danger" onClick={() => onDelete(recipe)}>
          Delete
        </button>
      </div>

      <ScaleControls settings={settings} hasKnownServings={Boolean(recipe.servings)} onChange={setSettings} />

      <div className="recipe-view__columns">
        <section aria-labelledby="ingredients-heading">
          <h3 id="ingredients-heading">Ingredients</h3>
          <ul className="recipe-view__ingredients">
            {ingredients.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="instructions-heading">
          <h3 id="instructions-heading">Instructions</h3>
          <ol className="recipe-view__steps">
            {recipe.instructions.map((step, index) => (
              <li key={`${index}-${step}`}>{step}</li>
            ))}
          </ol>
        </section>
      </div>

      {recipe.notes ? (
        <section aria-labelledby="notes-heading">
          <h3 id="notes-heading">Notes</h3>
          <p className="recipe-view__notes">{recipe.notes}</p>
        </section>
      ) : null}

      <NutritionPanel ingredients={recipe.ingredients} storedNutrition={recipe.nutrition} factor={factor} />
    </article>
  );
}
