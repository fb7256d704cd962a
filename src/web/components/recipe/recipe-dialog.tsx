import { useEffect, useRef, useState, type ReactNode } from 'react';
import { warmFoodIndex } from '../../../domain/kitchen/food-table.ts';
import { runInIdleSlices } from '../../lib/run-in-idle-slices.ts';
import type { TNutrition } from '../../../domain/recipe.ts';
import { Modal, ModalTitle } from '../modal.tsx';
import { discardDraft, hasDraft, type TDraftPlace } from '../../lib/drafts.ts';
import { formatRecipeTime } from '../../lib/format-recipe-time.ts';
import { AllergenSection } from './allergen-section.tsx';
import { NotesSection } from './notes-section.tsx';
import { SourceLink, toSourceSite } from './source-link.tsx';
import { NutritionPanel } from './nutrition-panel.tsx';
import { RatingInput } from './rating-stars.tsx';
import { RecipeEditForm, type TRecipeImageAction } from './recipe-edit-form.tsx';
import type { TRecipeFormValues } from './recipe-form.ts';
import { RecipeImage } from './recipe-image.tsx';
import { IngredientSection, StepSection } from './recipe-list-section.tsx';
import {
  createScaleSettings,
  hasKnownServings,
  toScaledIngredients,
  toScaledNotes,
  toShownServings,
  type TLineFacts,
  type TScaleSettings,
} from './recipe-scaling.ts';
import type { TShownRecipe } from './recipe-shown.ts';
import { ScaleControls } from './scale-controls.tsx';
import styles from './recipe-dialog.module.css';

// This chunk is preloaded ahead of the first recipe opened; the food table's index (the ingredient reader's
// lookups) is built afterwards in idle slices of a few milliseconds, not in the chunk's evaluation nor in one
// task of its own (~60 ms on a slow phone, in the way of a tap), and the first recipe opened does not pay for it.
runInIdleSlices(warmFoodIndex);

/** A button of the page in the dialog's toolbar, after Edit. It gets the cook's servings and units. */
export type TRecipeDialogAction = {
  label: string;
  onSelect: (settings: TScaleSettings) => void;
  variant?: 'primary' | 'secondary' | 'danger';
  isDisabled?: boolean;
  /** Shown instead of the label (and the button disabled) while the action runs. */
  busyLabel?: string;
  isBusy?: boolean;
};

/** Per line, from POST /nutrition (TLineFacts): the reader's readings that scaling rewrites, and what metric weighs solids with. */
export type TRecipeDialogNutrition = TLineFacts & {
  /** Totals of the whole recipe as written; null when not known (yet). */
  value: TNutrition | null;
  isLoading?: boolean;
  unknownIngredients?: readonly string[];
  /**
   * Shown under the totals (Saved: the Pro nutrition analysis). A function gets the lines and the
   * servings the cook is looking at, so the analysis follows the chosen servings and units.
   */
  details?: ReactNode | ((shown: { ingredients: string[]; servings: string }) => ReactNode);
};

export type TRecipeDialogEdit = {
  /**
   * Saves the form's checked values. Resolve true when saved (the dialog returns to view mode and
   * moves focus to the title), false to stay in the form (the page has told the cook why).
   */
  onSubmit: (values: TRecipeFormValues) => Promise<boolean>;
  isSaving?: boolean;
  /** Open in edit mode (a blank recipe opens in edit mode). */
  isInitiallyEditing?: boolean;
  /** Offer 'Generate Image' in the form. */
  image?: TRecipeImageAction;
  /** Where a half-edited form is kept across a reload: the dialog reopens in edit mode with it. */
  draftPlace?: TDraftPlace | null;
};

export type TRecipeDialogProps = {
  /** The dialog is open while a recipe is given. A new `id` starts fresh: view mode, written servings. */
  recipe: TShownRecipe | null;
  onClose: () => void;
  /** Page-specific buttons after Edit, in order (Save Recipe; Cook mode, Print, Share, Delete; …). */
  actions?: readonly TRecipeDialogAction[];
  /** Without it there is no Edit button (a read-only view, e.g. a planned recipe). */
  edit?: TRecipeDialogEdit;
  /** Without it the rating is not shown; with it the stars rate (choosing the current one clears it). */
  rating?: { onRate: (rating: number) => void; isPending?: boolean };
  /** Servings stepper and metric/US toggle; ingredients and nutrition follow them. */
  canScale?: boolean;
  /** Scaling is Pro: a free cook sees the control with the Pro badge and the upgrade path. */
  isScaleLocked?: boolean;
  /** Without it there is no nutrition panel. */
  nutrition?: TRecipeDialogNutrition;
  /** The image is being made: a placeholder says so until `imageUrl` arrives. */
  isImagePending?: boolean;
  /**
   * Servings and units to open with (back from cook mode or print: what the cook chose; a planned
   * recipe: its serving multiplier). Without it, the written servings in the written units.
   */
  initialSettings?: TScaleSettings;
  /** How a generated recipe matches what the cook asked, when it is not the dish named: said above the recipe. */
  matchNote?: string;
};

/**
 * The one recipe dialog: view and edit modes, used by Create, Saved and the
 * planner. The page decides what it offers through optional props; the dialog owns the layout, the
 * wording, focus (title on every mode switch), formatted times, scaling and the nutrition panel.
 */
export function RecipeDialog({ recipe, onClose, ...rest }: TRecipeDialogProps) {
  return (
    <Modal isOpen={recipe !== null} onClose={onClose} size="wide" hasCloseButton initialFocus="title">
      {/* Keyed by id so each recipe starts in its own mode with fresh form and scaling state. */}
      {recipe ? <RecipeDialogBody key={recipe.id} recipe={recipe} {...rest} /> : null}
    </Modal>
  );
}

const TIME_FACTS = [
  { key: 'prepTime', label: 'Prep' },
  { key: 'cookTime', label: 'Cook' },
  { key: 'totalTime', label: 'Total' },
] as const;

type TBodyProps = Omit<TRecipeDialogProps, 'recipe' | 'onClose'> & { recipe: TShownRecipe };

function RecipeDialogBody({
  recipe,
  actions = [],
  edit,
  rating,
  canScale = false,
  isScaleLocked = false,
  nutrition,
  isImagePending = false,
  initialSettings,
  matchNote,
}: TBodyProps) {
  const [isEditing, setIsEditing] = useState(() => Boolean(edit?.isInitiallyEditing) || hasDraft(edit?.draftPlace ?? null));
  const [settings, setSettings] = useState<TScaleSettings>(() => initialSettings ?? createScaleSettings(recipe));
  // An edit that changes the servings starts the stepper again from the new written servings.
  const [settingsFor, setSettingsFor] = useState(recipe.servings);
  if (settingsFor !== recipe.servings) {
    setSettingsFor(recipe.servings);
    setSettings({ ...createScaleSettings(recipe), system: settings.system });
  }
  const titleRef = useRef<HTMLHeadingElement>(null);
  const hasSwitched = useRef(false);

  // The button that switched modes is gone: move focus (which also scrolls) to the top of the new mode.
  useEffect(() => {
    if (hasSwitched.current) titleRef.current?.focus();
  }, [isEditing]);

  const switchMode = (isNextEditing: boolean) => {
    hasSwitched.current = true;
    setIsEditing(isNextEditing);
  };

  const isScaling = canScale && !isScaleLocked;
  const shownSettings = isScaling ? settings : createScaleSettings(recipe);
  const ingredients = isScaling ? toScaledIngredients(recipe, settings, nutrition) : recipe.ingredients;
  const notes = isScaling ? toScaledNotes(recipe, settings) : recipe.notes;
  const times = TIME_FACTS.filter((fact) => recipe[fact.key].trim());
  const hasImage = Boolean(recipe.imageUrl) || isImagePending;

  return (
    <>
      <ModalTitle ref={titleRef} isFocusable>
        {recipe.title}
      </ModalTitle>
      {isEditing && edit ? (
        <RecipeEditForm
          recipe={recipe}
          isSaving={edit.isSaving}
          image={edit.image}
          draftPlace={edit.draftPlace}
          onCancel={() => switchMode(false)}
          onSubmit={(values) => {
            void edit.onSubmit(values).then((isSaved) => {
              if (!isSaved) return;
              discardDraft(edit.draftPlace ?? null);
              switchMode(false);
            });
          }}
        />
      ) : (
        <div className={styles.view}>
          <div className={hasImage ? `${styles.header} ${styles.headerWithImage}` : styles.header}>
            {hasImage ? <RecipeImage src={recipe.imageUrl} title={recipe.title} isPending={isImagePending} /> : null}
            <div className={styles.headerText}>
              <dl className={styles.facts}>
                {recipe.category ? (
                  <div>
                    <dt>Category</dt>
                    <dd>{recipe.category}</dd>
                  </div>
                ) : null}
                {times.map((fact) => (
                  <div key={fact.key}>
                    <dt>{fact.label}</dt>
                    <dd>{formatRecipeTime(recipe[fact.key])}</dd>
                  </div>
                ))}
                {recipe.servings.trim() ? (
                  <div>
                    <dt>Servings</dt>
                    <dd>{toShownServings(recipe, shownSettings)}</dd>
                  </div>
                ) : null}
                {toSourceSite(recipe.sourceUrl) ? (
                  <div>
                    <dt>Source</dt>
                    <dd>
                      <SourceLink sourceUrl={recipe.sourceUrl} />
                    </dd>
                  </div>
                ) : null}
              </dl>
              {rating ? <RatingInput rating={recipe.rating ?? 0} isDisabled={rating.isPending} onRate={rating.onRate} /> : null}
            </div>
          </div>

          {matchNote ? (
            <p className={styles.matchNote} role="note">
              <strong>About this recipe: </strong>
              {matchNote}
            </p>
          ) : null}

          {edit || actions.length > 0 ? (
            <div className={styles.toolbar}>
              {edit ? (
                <button type="button" className="button button--secondary" onClick={() => switchMode(true)}>
                  Edit
                </button>
              ) : null}
              {actions.map((action) => (
                <button
                  key={action.label}
                  type="button"
                  className={`button button--${action.variant ?? 'secondary'}`}
                  onClick={() => action.onSelect(shownSettings)}
                  disabled={action.isDisabled || action.isBusy}
                  aria-busy={action.isBusy || undefined}
                >
                  {action.isBusy && action.busyLabel ? action.busyLabel : action.label}
                </button>
              ))}
            </div>
          ) : null}

          {canScale ? <ScaleControls settings={settings} hasKnownServings={hasKnownServings(recipe)} isLocked={isScaleLocked} onChange={setSettings} /> : null}

          <div className={styles.columns}>
            <IngredientSection ingredients={ingredients} />
            <StepSection steps={recipe.instructions} />
          </div>
          <NotesSection notes={notes} />
          <AllergenSection ingredients={recipe.ingredients} />
          {nutrition ? (
            <NutritionPanel
              nutrition={nutrition.value}
              isLoading={nutrition.isLoading}
              unknownIngredients={nutrition.unknownIngredients}
              servings={recipe.servings}
              settings={shownSettings}
            />
          ) : null}
          {typeof nutrition?.details === 'function'
            ? nutrition.details({ ingredients, servings: isScaling && hasKnownServings(recipe) ? String(shownSettings.servings) : recipe.servings })
            : nutrition?.details}
        </div>
      )}
    </>
  );
}
