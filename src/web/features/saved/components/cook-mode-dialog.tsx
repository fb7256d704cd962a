import * as Dialog from '@radix-ui/react-dialog';
import { useState, type KeyboardEvent } from 'react';
import type { TSavedRecipe } from '@domain/recipe.ts';
import { useWakeLock } from '../hooks/use-wake-lock.ts';

type TCookModeDialogProps = {
  recipe: TSavedRecipe | null;
  ingredients: string[];
  onClose: () => void;
};

/** One step at a time in large type, with the screen kept awake where the browser allows. */
export function CookModeDialog({ recipe, ingredients, onClose }: TCookModeDialogProps) {
  return (
    <Dialog.Root open={recipe !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="cook-mode__overlay" />
        <Dialog.Content className="cook-mode" aria-describedby={undefined}>
          {recipe ? <CookModeBody key={recipe.id} recipe={recipe} ingredients={ingredients} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CookModeBody({ recipe, ingredients }: { recipe: TSavedRecipe; ingredients: string[] }) {
  const [stepIndex, setStepIndex] = useState(0);
  const [isShowingIngredients, setIsShowingIngredients] = useState(false);
  const { isLocked, isSupported } = useWakeLock(true);
  const stepCount = recipe.instructions.length;
  const isFirst = stepIndex === 0;
  const isLast = stepIndex >= stepCount - 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight' && !isLast) setStepIndex(stepIndex + 1);
    if (event.key === 'ArrowLeft' && !isFirst) setStepIndex(stepIndex - 1);
  };

  return (
    <div className="cook-mode__inner" onKeyDown={onKeyDown}>
      <header className="cook-mode__header">
        <Dialog.Title className="cook-mode__title">{recipe.title}</Dialog.Title>
        <p className="cook-mode__status" aria-live="polite">
          {isLocked ? 'Screen stays on while cooking.' : isSupported ? '' : 'Your browser may dim the screen while you cook.'}
        </p>
        <Dialog.Close asChild>
          <button type="button" className="button button--secondary">
            Exit cook mode
          </button>
        </Dialog.Close>
      </header>

      <button type="button" className="button button--ghost cook-mode__toggle" aria-expanded={isShowingIngredients} onClick={() => setIsShowingIngredients(!isShowingIngredients)}>
        {isShowingIngredients ? 'Hide ingredients' : 'Show ingredients'}
      </button>
      {isShowingIngredients ? (
        <ul className="cook-mode__ingredients">
          {ingredients.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      ) : null}

      <section className="cook-mode__step" aria-live="polite" aria-atomic="true">
        <p className="cook-mode__counter">
          Step {stepIndex + 1} of {stepCount}
        </p>
        <p className="cook-mode__text">{recipe.instructions[stepIndex]}</p>
      </section>

      <nav className="cook-mode__nav" aria-label="Steps">
        <button type="button" className="button button--secondary cook-mode__nav-button" onClick={() => setStepIndex(stepIndex - 1)} disabled={isFirst}>
          ← Previous
        </button>
        <button type="button" className="button button--primary cook-mode__nav-button" onClick={() => setStepIndex(stepIndex + 1)} disabled={isLast}>
          Next →
        </button>
      </nav>
    </div>
  );
}
