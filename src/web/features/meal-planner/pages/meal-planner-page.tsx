import type { DropResult } from '@hello-pangea/dnd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { startOfMonth } from 'date-fns';
import { useNavigate } from 'react-router';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import type { TMeal, TMealPlanEntry } from '../../../../domain/meal-plan.ts';
import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import { cartKeys, cartQueryOptions, readTodayKey } from '../../../lib/api/cart.ts';
import { profileQueryOptions } from '../../../lib/api/profile.ts';
import { listUseSoonItems, toUseSoonPrompt } from '../../../../domain/cart-rules.ts';
import { UseSoonStrip } from '../../../components/use-soon-strip.tsx';
import { paths } from '../../../paths.ts';
import { useHouseholdEvents } from '../../../lib/use-household-events.ts';
import { mealPlanQueryOptions } from '../api/get-meal-plan.ts';
import { householdRecipeKeys } from '../api/list-household-recipes.ts';
import { mealPlanKeys } from '../api/meal-plan-keys.ts';
import { MealSelect } from '../components/meal-select.tsx';
import { MonthCalendar } from '../components/month-calendar.tsx';
import { PlannerDragDrop } from '../components/planner-drag-drop.tsx';
import { RecipeSidebar, type TRecipeSource } from '../components/recipe-sidebar.tsx';
import { WeekAgenda, WeekAgendaSkeleton } from '../components/week-agenda.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useCloseOnBack } from '../../../lib/use-close-on-back.ts';
import { usePlanChanges } from '../hooks/use-plan-changes.ts';
import {
  buildMonthWeeks,
  buildWeek,
  formatMonthTitle,
  formatShortDay,
  fromDateKey,
  isInMonth,
  PHONE_QUERY,
  shiftDateKey,
  shiftMonthKey,
  toDateKey,
} from '../lib/calendar.ts';
import { readDayDroppableId, readDraggableId } from '../lib/drag-ids.ts';
import { lazyDialog, MountWhenOpened, usePreloadAfterFirstInteraction } from '../../../lib/lazy-dialog.tsx';
import '../meal-planner.css';

// The dialogs load with their own chunks: the recipe dialog brings the ingredient reader and the food table.
// The phone's sheet of recipes is a dialog too: the dialog library loads when it first opens.
const Modal = lazyDialog(async () => (await import('../../../components/modal.tsx')).Modal);
const DayDialog = lazyDialog(async () => (await import('../components/day-dialog.tsx')).DayDialog);
const PlannedRecipeDialog = lazyDialog(async () => (await import('../components/load-planned-recipe-dialog.ts')).loadPlannedRecipeDialog());
const ShoppingListDialog = lazyDialog(async () => (await import('../components/shopping-list-dialog.tsx')).ShoppingListDialog);
// Below the calendar, and only with planned meals: it loads after the planner has shown.
// Shown inside the day dialog, so it loads with it.
const DayNutritionSummary = lazy(() => import('../components/day-nutrition-summary.tsx').then((module) => ({ default: module.DayNutritionSummary })));
const WeekNutrition = lazy(() => import('../components/week-nutrition.tsx').then((module) => ({ default: module.WeekNutrition })));
/** How long after a day's dialog opens the recipe dialog's files start downloading. */
const DAY_PRELOAD_DELAY_MS = 300;
const PlanWeekDialog = lazyDialog(async () => (await import('../components/plan-week-dialog.tsx')).PlanWeekDialog);
const MealPlanRulesDialog = lazyDialog(async () => (await import('../components/meal-plan-rules-dialog.tsx')).MealPlanRulesDialog);

// A member joining or leaving changes whose recipes the sidebar's "Household" list shows.
const PLANNER_EVENT_KEYS = {
  'meal-plan': [mealPlanKeys.all],
  'shopping-list': [mealPlanKeys.shoppingList],
  cart: [cartKeys.all],
  household: [householdRecipeKeys.all],
};

type TDialog =
  | { kind: 'none' }
  | { kind: 'day'; date: string }
  | { kind: 'recipe'; entry: TMealPlanEntry; date: string }
  | { kind: 'shopping'; from?: string; to?: string }
  | { kind: 'plan-week' }
  | { kind: 'rules' };

/** /meal-planner: month calendar, saved-recipe sidebar, day, recipe and shopping-list modals. */
export function MealPlannerPage() {
  const today = toDateKey(new Date());
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [focusedDate, setFocusedDate] = useState(today);
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [armedRecipe, setArmedRecipe] = useState<TSavedRecipe | null>(null);
  // The meal of the day an armed recipe goes on (optional): kept while the cook taps several days.
  const [armedMeal, setArmedMeal] = useState<TMeal | null>(null);
  // Kept here, not in the sidebar: the phone's sheet unmounts it on every close.
  const [recipeSource, setRecipeSource] = useState<TRecipeSource>('mine');
  const [recipeSearch, setRecipeSearch] = useState('');
  const [dialog, setDialog] = useState<TDialog>({ kind: 'none' });
  // Phones pick a recipe from a full-height sheet, not a small box scrolling inside the page.
  const [isRecipeSheetOpen, setIsRecipeSheetOpen] = useState(false);
  const closeRecipeSheet = useCallback(() => setIsRecipeSheetOpen(false), []);
  useCloseOnBack(isPhone && isRecipeSheetOpen, closeRecipeSheet, 'planner-recipes');
  const loadedRecipes = useRef(new Map<string, TSavedRecipe>());

  const weeks = buildMonthWeeks(month);
  const week = buildWeek(fromDateKey(focusedDate));
  const from = isPhone ? (week[0] ?? today) : (weeks[0]?.[0] ?? today);
  const to = isPhone ? (week[6] ?? today) : (weeks[weeks.length - 1]?.[6] ?? today);
  const planQuery = useQuery({ ...mealPlanQueryOptions(from, to), placeholderData: keepPreviousData });
  // The plan's first answer (or the one already cached at mount) renders in a deferred, interruptible
  // render while the urgent one keeps the skeleton: a month of entries in one render was one of the load's
  // long tasks. Later answers (a drop, another week) render at once, so a drag never shows the meal back
  // in its old day.
  const deferredPlan = useDeferredValue(planQuery.data ?? null, null);
  const plan = deferredPlan === null ? undefined : planQuery.data;
  const isPlanPending = plan === undefined && !planQuery.isError;
  const days = plan?.days ?? {};
  usePreloadAfterFirstInteraction(DayDialog.preload);
  const changes = usePlanChanges(from, to);
  // Issue 31: the day's totals against the cook's goals, and what in the cart to use soon.
  const goals = useQuery(profileQueryOptions()).data?.nutritionGoals ?? null;
  const servingTotals = plan?.servingTotals ?? {};
  const cartQuery = useQuery(cartQueryOptions());
  const useSoonItems = cartQuery.data ? listUseSoonItems(cartQuery.data, readTodayKey()) : [];
  const navigate = useNavigate();
  // Another member's planned meals, checks and cart changes show without a reload.
  useHouseholdEvents(PLANNER_EVENT_KEYS);

  const focusDate = (date: string) => {
    setFocusedDate(date);
    if (!isInMonth(date, month)) setMonth(startOfMonth(fromDateKey(date)));
  };

  const showMonth = (months: number) => {
    const next = shiftMonthKey(focusedDate, months);
    setFocusedDate(next);
    setMonth(startOfMonth(fromDateKey(next)));
  };

  const activateDay = (date: string) => {
    if (armedRecipe) changes.addRecipe(armedRecipe, date, armedMeal);
    else setDialog({ kind: 'day', date });
  };

  const toggleArm = (recipe: TSavedRecipe) => setArmedRecipe((current) => (current?.id === recipe.id ? null : recipe));
  // In the sheet, a tap arms the recipe and brings the week back, ready for days to be tapped.
  const armFromSheet = (recipe: TSavedRecipe) => {
    toggleArm(recipe);
    setIsRecipeSheetOpen(false);
  };

  // Escape disarms, unless a dialog is open: there Escape closes the dialog first.
  const isDialogOpen = dialog.kind !== 'none' || (isPhone && isRecipeSheetOpen);
  useEffect(() => {
    if (!armedRecipe || isDialogOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setArmedRecipe(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [armedRecipe, isDialogOpen]);

  const rememberRecipes = useCallback((recipes: readonly TSavedRecipe[]) => {
    for (const recipe of recipes) loadedRecipes.current.set(recipe.id, recipe);
  }, []);

  const handleDragEnd = ({ draggableId, source, destination }: DropResult) => {
    // Drag: no destination, or the same place, does nothing.
    if (!destination || destination.droppableId === source.droppableId) return;
    const date = readDayDroppableId(destination.droppableId);
    const dragged = readDraggableId(draggableId);
    if (!date || !dragged) return;
    if (dragged.kind === 'entry') {
      changes.moveEntry(dragged.id, date);
      return;
    }
    const recipe = loadedRecipes.current.get(dragged.id);
    // The "For" meal applies while it is on screen (a recipe armed); a hidden earlier choice does not.
    if (recipe) changes.addRecipe(recipe, date, armedRecipe ? armedMeal : null);
  };

  const dayDate = dialog.kind === 'day' ? dialog.date : null;
  // A planned recipe opens from its day: the recipe dialog (and the food table) download while the day's
  // dialog is open, so the cook's tap on a meal shows it at once; the page's own load never pays for them.
  const isDayOpen = dayDate !== null;
  useEffect(() => {
    if (!isDayOpen) return;
    // After the day dialog's own render and paint (a timer, not an idle callback: run-when-idle stays off the
    // planner's first load).
    const timer = window.setTimeout(() => void PlannedRecipeDialog.preload().catch(() => undefined), DAY_PRELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isDayOpen]);
  const thisWeek = buildWeek(new Date());

  return (
    <section className="page planner-page" aria-labelledby="planner-title">
      <header className="page-header planner-page__header">
        <h1 id="planner-title">Meal Planner</h1>
        <div className="planner-page__header-actions">
          <button type="button" className="button button--secondary" onClick={() => setDialog({ kind: 'plan-week' })} aria-haspopup="dialog">
            Plan my week
          </button>
          <button type="button" className="button button--secondary" onClick={() => setDialog({ kind: 'rules' })} aria-haspopup="dialog">
            Rules
          </button>
          <button type="button" className="button button--primary" onClick={() => setDialog({ kind: 'shopping' })}>
            Shopping List
          </button>
        </div>
      </header>
      <p className="planner-page__armed" aria-live="polite">
        {armedRecipe ? (
          <>
            <strong>{armedRecipe.title}</strong> is armed: {isPhone ? 'tap' : 'click'} days to add it (Escape to stop).{' '}
            <MealSelect label="For" ariaLabel="Meal of the day to plan it for" value={armedMeal} onChange={setArmedMeal} className="planner-page__armed-meal" />{' '}
            <button type="button" className="button button--ghost" onClick={() => setArmedRecipe(null)}>
              Disarm
            </button>
          </>
        ) : null}
        {isPhone ? (
          <button type="button" className="button button--secondary" onClick={() => setIsRecipeSheetOpen(true)} aria-haspopup="dialog">
            {armedRecipe ? 'Change recipe' : 'Choose a recipe to plan'}
          </button>
        ) : null}
      </p>
      <UseSoonStrip
        items={useSoonItems}
        today={readTodayKey()}
        onUse={(name) => void navigate(`${paths.create}?${new URLSearchParams({ prompt: toUseSoonPrompt(name) }).toString()}`)}
      />
      <PlannerDragDrop onDragEnd={handleDragEnd}>
        <div className="planner-page__layout">
          {isPhone ? (
            <MountWhenOpened isOpen={isRecipeSheetOpen}>
              <Modal.Component isOpen={isRecipeSheetOpen} onClose={closeRecipeSheet} title="Saved recipes" hasCloseButton>
                <RecipeSidebar
                  search={recipeSearch}
                  onSearchChange={setRecipeSearch}
                  source={recipeSource}
                  onSourceChange={setRecipeSource}
                  armedRecipeId={armedRecipe?.id ?? null}
                  onToggleArm={armFromSheet}
                  onRecipesLoaded={rememberRecipes}
                  isSheet
                />
              </Modal.Component>
            </MountWhenOpened>
          ) : (
            <RecipeSidebar
              search={recipeSearch}
              onSearchChange={setRecipeSearch}
              source={recipeSource}
              onSourceChange={setRecipeSource}
              armedRecipeId={armedRecipe?.id ?? null}
              onToggleArm={toggleArm}
              onRecipesLoaded={rememberRecipes}
            />
          )}
          <div className="planner-page__calendar">
            <div className="planner-nav">
              <button type="button" className="button button--secondary" onClick={() => (isPhone ? focusDate(shiftDateKey(focusedDate, -7)) : showMonth(-1))}>
                <span aria-hidden="true">‹ </span>
                {isPhone ? 'Previous week' : 'Previous month'}
              </button>
              <h2 id="planner-month-title" className="planner-nav__title" aria-live="polite">
                {isPhone ? `${formatShortDay(week[0] ?? today)} – ${formatShortDay(week[6] ?? today)}` : formatMonthTitle(month)}
              </h2>
              <button type="button" className="button button--secondary" onClick={() => (isPhone ? focusDate(shiftDateKey(focusedDate, 7)) : showMonth(1))}>
                {isPhone ? 'Next week' : 'Next month'}
                <span aria-hidden="true"> ›</span>
              </button>
              <button type="button" className="button button--ghost" onClick={() => focusDate(today)}>
                Today
              </button>
            </div>
            {planQuery.isError ? (
              <p className="form-error" role="alert">
                Could not load your meal plan.{' '}
                <button type="button" className="button button--ghost" onClick={() => void planQuery.refetch()}>
                  Try again
                </button>
              </p>
            ) : null}
            <div aria-busy={isPlanPending}>
              {isPhone && isPlanPending ? (
                <WeekAgendaSkeleton />
              ) : isPhone ? (
                <WeekAgenda week={week} days={days} today={today} isArmed={armedRecipe !== null} onActivateDay={activateDay} />
              ) : (
                <MonthCalendar
                  month={month}
                  days={days}
                  today={today}
                  focusedDate={focusedDate}
                  onFocusDate={focusDate}
                  onSelectDate={setFocusedDate}
                  onActivateDay={activateDay}
                  labelledBy="planner-month-title"
                />
              )}
            </div>
            <Suspense fallback={null}>
              <WeekNutrition week={week} servingTotals={servingTotals} goals={goals} />
            </Suspense>
          </div>
        </div>
      </PlannerDragDrop>
      <MountWhenOpened isOpen={dayDate !== null}>
        <DayDialog.Component
          date={dayDate}
          entries={dayDate ? (days[dayDate] ?? []) : []}
          onClose={() => setDialog({ kind: 'none' })}
          onOpenRecipe={(entry) => setDialog({ kind: 'recipe', entry, date: entry.date })}
          onChangeMultiplier={changes.setServingMultiplier}
          onChangeMeal={changes.setMeal}
          onRemove={changes.removeEntry}
          summary={<DayNutritionSummary totals={dayDate ? servingTotals[dayDate] : undefined} goals={goals} />}
        />
      </MountWhenOpened>
      <MountWhenOpened isOpen={dialog.kind === 'recipe'} title={dialog.kind === 'recipe' ? dialog.entry.recipe.title : undefined}>
        <PlannedRecipeDialog.Component
          entry={dialog.kind === 'recipe' ? dialog.entry : null}
          onClose={() => setDialog(dialog.kind === 'recipe' ? { kind: 'day', date: dialog.date } : { kind: 'none' })}
        />
      </MountWhenOpened>
      <MountWhenOpened isOpen={dialog.kind === 'shopping'}>
        <ShoppingListDialog.Component
          isOpen={dialog.kind === 'shopping'}
          onClose={() => setDialog({ kind: 'none' })}
          defaultStartDate={(dialog.kind === 'shopping' ? dialog.from : undefined) ?? thisWeek[0] ?? today}
          defaultEndDate={(dialog.kind === 'shopping' ? dialog.to : undefined) ?? thisWeek[6] ?? today}
        />
      </MountWhenOpened>
      <MountWhenOpened isOpen={dialog.kind === 'plan-week'}>
        <PlanWeekDialog.Component
          isOpen={dialog.kind === 'plan-week'}
          onClose={() => setDialog({ kind: 'none' })}
          defaultFrom={thisWeek[0] ?? today}
          defaultTo={thisWeek[6] ?? today}
          onOpenShoppingList={(from, to) => setDialog({ kind: 'shopping', from, to })}
        />
      </MountWhenOpened>
      <MountWhenOpened isOpen={dialog.kind === 'rules'}>
        <MealPlanRulesDialog.Component isOpen={dialog.kind === 'rules'} onClose={() => setDialog({ kind: 'none' })} />
      </MountWhenOpened>
    </section>
  );
}
