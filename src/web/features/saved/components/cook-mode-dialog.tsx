import { useState, type KeyboardEvent } from 'react';
import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import { Modal, ModalClose, ModalTitle } from '../../../components/modal.tsx';
import { useSessionHold } from '../../../lib/session-hold.ts';
import { describeDuration, findStepTimers, formatCountdown } from '../../../../domain/step-timers.ts';
import { useCookTimer } from '../hooks/use-cook-timer.ts';
import { useWakeLock } from '../hooks/use-wake-lock.ts';
import { ASKING_TEXT, PAGE_ONLY_TEXT } from '../lib/timer-ring.ts';

type TCookModeDialogProps = {
  recipe: TSavedRecipe | null;
  /** The lines for the servings and units chosen in the recipe dialog. */
  ingredients: string[];
  /** 'Serves 6' when the cook scaled the recipe; '' otherwise. */
  servingsText?: string;
  onClose: () => void;
};

/** One step at a time in large type, timers for the times a step names, the screen kept awake where the browser allows. */
export function CookModeDialog({ recipe, ingredients, servingsText = '', onClose }: TCookModeDialogProps) {
  return (
    <Modal isOpen={recipe !== null} onClose={onClose} size="full" className="cook-mode">
      {recipe ? <CookModeBody key={recipe.id} recipe={recipe} ingredients={ingredients} servingsText={servingsText} /> : null}
    </Modal>
  );
}

function CookModeBody({ recipe, ingredients, servingsText }: { recipe: TSavedRecipe; ingredients: string[]; servingsText: string }) {
  const [stepIndex, setStepIndex] = useState(0);
  const [isShowingIngredients, setIsShowingIngredients] = useState(false);
  const { isLocked, isSupported } = useWakeLock(true);
  const cookTimer = useCookTimer(recipe.title);
  // A cook watching the pot touches nothing for minutes: no inactivity sign-out while cook mode is open.
  useSessionHold(true);
  const stepCount = recipe.instructions.length;
  const isFirst = stepIndex === 0;
  const isLast = stepIndex >= stepCount - 1;
  const step = recipe.instructions[stepIndex] ?? '';
  const stepTimers = findStepTimers(step);
  // Said once, in the timer area: beside the running timer, else under the step's timer buttons.
  const reachText = cookTimer.reach === 'asking' ? ASKING_TEXT : cookTimer.reach === 'page-only' ? PAGE_ONLY_TEXT : '';
  const reachNote = reachText ? <p className="cook-timer__reach">{reachText}</p> : null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight' && !isLast) setStepIndex(stepIndex + 1);
    if (event.key === 'ArrowLeft' && !isFirst) setStepIndex(stepIndex - 1);
  };

  return (
    <div className="cook-mode__inner" onKeyDown={onKeyDown}>
      <header className="cook-mode__header">
        <div>
          <ModalTitle className="cook-mode__title">{recipe.title}</ModalTitle>
          {servingsText ? <p className="cook-mode__servings">{servingsText}</p> : null}
        </div>
        <ModalClose>
          <button type="button" className="button button--secondary">
            Exit cook mode
          </button>
        </ModalClose>
      </header>
      <p className="cook-mode__status" aria-live="polite">
        {isLocked ? 'Screen stays on while cooking.' : isSupported ? '' : 'Your browser may dim the screen while you cook.'}
      </p>

      {cookTimer.timer ? (
        <div className={cookTimer.timer.isDone ? 'cook-timer cook-timer--done' : 'cook-timer'} role="timer" aria-label={`${cookTimer.timer.label} timer`}>
          <span className="cook-timer__label">{cookTimer.timer.isDone ? `Time's up: ${cookTimer.timer.label}` : `Timer: ${cookTimer.timer.label}`}</span>
          {/* The countdown itself is not announced every second; the end is (below). */}
          <span className="cook-timer__time" aria-hidden={cookTimer.timer.isDone || undefined}>
            {formatCountdown(cookTimer.remaining)}
          </span>
          <span className="cook-timer__actions">
            {cookTimer.timer.isDone ? null : cookTimer.timer.endsAt === null ? (
              <button type="button" className="button button--secondary" onClick={cookTimer.resume}>
                Resume
              </button>
            ) : (
              <button type="button" className="button button--secondary" onClick={cookTimer.pause}>
                Pause
              </button>
            )}
            <button type="button" className="button button--secondary" onClick={cookTimer.stop}>
              {cookTimer.timer.isDone ? 'Dismiss' : 'Cancel timer'}
            </button>
          </span>
          {reachNote}
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {cookTimer.timer?.isDone ? `Time's up: ${cookTimer.timer.label}.` : ''}
      </p>

      <button
        type="button"
        className="button button--secondary cook-mode__toggle"
        aria-expanded={isShowingIngredients}
        onClick={() => setIsShowingIngredients(!isShowingIngredients)}
      >
        {isShowingIngredients ? 'Hide ingredients' : 'Show ingredients'}
      </button>
      {isShowingIngredients ? (
        <ul className="cook-mode__ingredients" aria-label="Ingredients">
          {ingredients.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      ) : null}

      <section className="cook-mode__step" aria-live="polite" aria-atomic="true">
        <p className="cook-mode__counter">
          Step {stepIndex + 1} of {stepCount}
        </p>
        <p className="cook-mode__text">{step}</p>
      </section>
      {stepTimers.length > 0 ? (
        <div className="cook-mode__timers">
          {stepTimers.map((stepTimer) => (
            <button
              key={`${stepTimer.text}-${stepTimer.seconds}`}
              type="button"
              className="button button--secondary cook-mode__timer-button"
              onClick={() => cookTimer.start(stepTimer.seconds, describeDuration(stepTimer.seconds))}
            >
              <TimerIcon /> Start {describeDuration(stepTimer.seconds)} timer
            </button>
          ))}
          {cookTimer.timer ? null : reachNote}
        </div>
      ) : null}

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

/** A stopwatch drawn inline: emoji fonts are not on every kitchen tablet. */
function TimerIcon() {
  return (
    <svg className="cook-mode__timer-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="13.5" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 13.5V9M9.5 2.5h5M12 2.5v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
