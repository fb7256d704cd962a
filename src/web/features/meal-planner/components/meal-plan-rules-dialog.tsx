import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { WEEKDAY_LABELS } from '../../../../domain/week-plan/meal-plan-rules.ts';
import { PLAN_MEAL_LABELS, PLAN_MEALS, type TPlanMeal } from '../../../../domain/week-plan/week-plan-contract.ts';
import { Modal } from '../../../components/modal.tsx';
import { recipeListQueryOptions } from '../../../lib/api/recipes.ts';
import { useCreateMealPlanRule } from '../api/create-meal-plan-rule.ts';
import { useDeleteMealPlanRule } from '../api/delete-meal-plan-rule.ts';
import { mealPlanRulesQueryOptions } from '../api/list-meal-plan-rules.ts';
import './plan-week.css';
import { DialogStatus } from './dialog-status.tsx';

/** Monday first, as the planner's weeks. */
const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

type TMealPlanRulesDialogProps = { isOpen: boolean; onClose: () => void };

/** The cook's recurring slots ("Pizza every Friday dinner"): listed, added and deleted; Plan my week keeps them. */
export function MealPlanRulesDialog({ isOpen, onClose }: TMealPlanRulesDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Your rules"
      description="A saved recipe or a dish on the same day and meal every week. Plan my week fills those slots first."
      hasCloseButton
    >
      {isOpen ? <RulesBody /> : null}
    </Modal>
  );
}

function RulesBody() {
  const formId = useId();
  const rulesQuery = useQuery(mealPlanRulesQueryOptions());
  const recipesQuery = useInfiniteQuery(recipeListQueryOptions({ sort: 'title' }));
  const recipes = recipesQuery.data?.pages.flatMap((page) => page.recipes) ?? [];
  const create = useCreateMealPlanRule();
  const remove = useDeleteMealPlanRule();
  const [weekday, setWeekday] = useState(5);
  const [meal, setMeal] = useState<TPlanMeal>('dinner');
  const [kind, setKind] = useState<'recipe' | 'dish'>('recipe');
  const [recipeId, setRecipeId] = useState('');
  const [dish, setDish] = useState('');
  const [status, setStatus] = useState('');

  const rules = rulesQuery.data?.rules ?? [];
  const chosenRecipeId = recipeId || recipes[0]?.id || '';
  const canAdd = kind === 'recipe' ? chosenRecipeId !== '' : dish.trim().length >= 2;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.reset();
    const body = kind === 'recipe' ? { weekday, meal, recipeId: chosenRecipeId } : { weekday, meal, dish };
    create.mutate(body, {
      onSuccess: (rule) => {
        setStatus(`Rule added: ${rule.label}.`);
        setDish('');
      },
    });
  };

  const error = create.error ?? remove.error;
  return (
    <div className="plan-week">
      {rulesQuery.isPending ? <p>Loading your rules…</p> : null}
      {rulesQuery.isSuccess && rules.length === 0 ? <p className="plan-week__hint">No rules yet.</p> : null}
      {rules.length > 0 ? (
        <ul className="plan-rules__list" aria-label="Your rules">
          {rules.map((rule) => (
            <li key={rule.id} className="plan-rules__item">
              <span>{rule.label}</span>
              <button
                type="button"
                className="button button--ghost"
                disabled={remove.isPending}
                onClick={() => {
                  create.reset();
                  remove.mutate(rule.id, { onSuccess: () => setStatus(`Rule deleted: ${rule.label}.`) });
                }}
                aria-label={`Delete rule: ${rule.label}`}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <form id={formId} className="plan-week__form" onSubmit={submit} aria-label="Add a rule">
        <div className="plan-week__row">
          <label className="plan-week__field">
            <span>Every</span>
            <select value={weekday} onChange={(event) => setWeekday(Number(event.target.value))}>
              {WEEKDAY_ORDER.map((day) => (
                <option key={day} value={day}>
                  {WEEKDAY_LABELS[day]}
                </option>
              ))}
            </select>
          </label>
          <label className="plan-week__field">
            <span>Meal</span>
            <select value={meal} onChange={(event) => setMeal(PLAN_MEALS.find((item) => item === event.target.value) ?? 'dinner')}>
              {PLAN_MEALS.map((item) => (
                <option key={item} value={item}>
                  {PLAN_MEAL_LABELS[item]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="plan-week__meals">
          <legend>What</legend>
          <label className="plan-week__check">
            <input type="radio" name={`${formId}-kind`} checked={kind === 'recipe'} onChange={() => setKind('recipe')} />
            One of my recipes
          </label>
          <label className="plan-week__check">
            <input type="radio" name={`${formId}-kind`} checked={kind === 'dish'} onChange={() => setKind('dish')} />A kind of dish
          </label>
        </fieldset>
        {kind === 'recipe' ? (
          <label className="plan-week__field plan-rules__target">
            <span>Recipe</span>
            <select value={chosenRecipeId} onChange={(event) => setRecipeId(event.target.value)} disabled={recipes.length === 0}>
              {recipes.length === 0 ? <option value="">No saved recipes yet</option> : null}
              {recipes.map((recipe) => (
                <option key={recipe.id} value={recipe.id}>
                  {recipe.title}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label className="plan-week__field plan-rules__target">
            <span>Dish</span>
            <input type="text" value={dish} onChange={(event) => setDish(event.target.value)} maxLength={40} placeholder="pizza, curry, fish" />
          </label>
        )}
        <button type="submit" className="button button--primary" disabled={!canAdd || create.isPending}>
          Add rule
        </button>
      </form>
      <DialogStatus status={status} error={error} />
    </div>
  );
}
