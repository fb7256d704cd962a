import { useState, type FormEvent } from 'react';
import {
  GOAL_NUTRIENTS,
  GOAL_RANGES,
  NUTRITION_GOAL_PRESETS,
  ZNutritionGoalsSchema,
  type TGoalNutrient,
  type TNutritionGoals,
} from '../../../../domain/nutrition-goals.ts';
import type { TProfile } from '../../../../domain/profile.ts';
import { FormError, FormField } from '../../../components/form-field/form-field.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type TDraft = Record<TGoalNutrient, string>;

function toDraft(goals: TNutritionGoals | null): TDraft {
  return {
    calories: goals ? String(goals.calories) : '',
    protein: goals ? String(goals.protein) : '',
    carbs: goals ? String(goals.carbs) : '',
    fat: goals ? String(goals.fat) : '',
    fiber: goals ? String(goals.fiber) : '',
  };
}

/** Settings → Dietary: the daily goals the planner sets each day against (a preset, or the cook's own numbers). */
export function NutritionGoalsSection({ profile }: { profile: TProfile }) {
  const updateProfile = useUpdateProfile();
  const [draft, setDraft] = useState<TDraft>(() => toDraft(profile.nutritionGoals));
  const [errors, setErrors] = useState<Partial<Record<TGoalNutrient, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const save = (goals: TNutritionGoals | null) => {
    setFormError(null);
    updateProfile.mutate(
      { nutritionGoals: goals },
      {
        onSuccess: (saved) => {
          setDraft(toDraft(saved.nutritionGoals));
          notify.success(goals ? 'Daily goals saved.' : 'Daily goals cleared.');
        },
        onError: (error) => setFormError(readErrorMessage(error, 'Failed to save the goals.')),
      },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZNutritionGoalsSchema.safeParse(Object.fromEntries(GOAL_NUTRIENTS.map((key) => [key, draft[key] === '' ? Number.NaN : Number(draft[key])])));
    if (!parsed.success) {
      const next: Partial<Record<TGoalNutrient, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = GOAL_NUTRIENTS.find((nutrient) => nutrient === issue.path[0]);
        if (key && !next[key]) next[key] = draft[key] === '' ? `Enter your ${GOAL_RANGES[key].label.toLowerCase()} goal.` : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save(parsed.data);
  };

  return (
    <section aria-labelledby="nutrition-goals-heading" className="settings-goals">
      <h3 id="nutrition-goals-heading" className="settings-subheading">
        Daily nutrition goals
      </h3>
      <p className="field__hint">The planner sets each day's meals against these and says when a day is more than 15% over or under.</p>
      <div className="settings-chips" role="group" aria-label="Start from a preset">
        {NUTRITION_GOAL_PRESETS.map((preset) => (
          <button
            key={preset.id}
            type="button"
            className="settings-chip"
            aria-pressed={GOAL_NUTRIENTS.every((key) => draft[key] === String(preset.goals[key]))}
            onClick={() => {
              setDraft(toDraft(preset.goals));
              setErrors({});
            }}
          >
            {preset.label}
          </button>
        ))}
      </div>
      <form className="settings-goals__form" onSubmit={handleSubmit} noValidate>
        <div className="settings-goals__fields">
          {GOAL_NUTRIENTS.map((key) => (
            <FormField key={key} label={`${GOAL_RANGES[key].label} (${GOAL_RANGES[key].unit} a day)`} error={errors[key]}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={GOAL_RANGES[key].min}
                  max={GOAL_RANGES[key].max}
                  step={1}
                  value={draft[key]}
                  onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
                />
              )}
            </FormField>
          ))}
        </div>
        <FormError message={formError} />
        <div className="settings-goals__actions">
          <button type="submit" className="button button--primary" disabled={updateProfile.isPending}>
            Save goals
          </button>
          {profile.nutritionGoals ? (
            <button type="button" className="button button--secondary" disabled={updateProfile.isPending} onClick={() => save(null)}>
              Clear goals
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
