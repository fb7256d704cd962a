import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import type { TSessionRecipe } from '../lib/session-recipe.ts';
import { RecipeDetails } from './recipe-details.tsx';
import { RecipeEditForm } from './recipe-edit-form.tsx';

type TRecipeModalProps = {
  recipe: TSessionRecipe | null;
  isImagePending: boolean;
  onClose: () => void;
  onUpdate: (id: string, patch: Partial<TSessionRecipe>) => void;
  onSave: (id: string) => void;
};

/** The recipe modal: view mode, and an edit mode a blank recipe opens in (spec §4). */
export function RecipeModal({ recipe, isImagePending, onClose, onUpdate, onSave }: TRecipeModalProps) {
  return (
    <Dialog.Root open={recipe !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="create-dialog__overlay" />
        <Dialog.Content className="create-dialog recipe-modal" aria-describedby={undefined}>
          {/* Keyed by id so each recipe starts in its own mode with fresh form state. */}
          {recipe ? <RecipeModalBody key={recipe.id} recipe={recipe} isImagePending={isImagePending} onUpdate={onUpdate} onSave={onSave} /> : null}
          <Dialog.Close asChild>
            <button type="button" className="button button--ghost create-dialog__close" aria-label="Close">
              ×
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type TBodyProps = Omit<TRecipeModalProps, 'recipe' | 'onClose'> & { recipe: TSessionRecipe };

function RecipeModalBody({ recipe, isImagePending, onUpdate, onSave }: TBodyProps) {
  const [isEditing, setIsEditing] = useState(recipe.isBlank && recipe.ingredients.length === 0);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const hasSwitched = useRef(false);

  // The button that switched modes is gone: move focus (which also scrolls) to the top of the new mode.
  useEffect(() => {
    if (!hasSwitched.current) return;
    titleRef.current?.focus();
  }, [isEditing]);

  const switchMode = (isNextEditing: boolean) => {
    hasSwitched.current = true;
    setIsEditing(isNextEditing);
  };

  return (
    <>
      <Dialog.Title ref={titleRef} tabIndex={-1} className="recipe-modal__title">
        {recipe.title}
      </Dialog.Title>
      {isEditing ? (
        <RecipeEditForm recipe={recipe} onUpdate={onUpdate} onDone={() => switchMode(false)} />
      ) : (
        <>
          <RecipeDetails recipe={recipe} isImagePending={isImagePending} />
          <div className="recipe-modal__actions">
            <button type="button" className="button button--secondary" onClick={() => switchMode(true)}>
              Edit
            </button>
            {recipe.savedRecipeId ? (
              <button type="button" className="button button--primary" disabled>
                Saved
              </button>
            ) : (
              <button type="button" className="button button--primary" onClick={() => onSave(recipe.id)}>
                Save Recipe
              </button>
            )}
          </div>
        </>
      )}
    </>
  );
}
