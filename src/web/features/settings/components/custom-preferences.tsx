import { useState, type FormEvent } from 'react';
import { AVOID_INGREDIENTS_MAX, AVOID_INGREDIENT_MAX_LENGTH, type TProfile } from '../../../../domain/profile.ts';
import { ProBadge, UpgradeLink } from '../../../components/pro-badge.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** Pro custom dietary preferences: ingredients the cook never wants; every recipe is checked against them. */
export function CustomPreferences({ profile }: { profile: TProfile }) {
  const updateProfile = useUpdateProfile();
  const [draft, setDraft] = useState('');
  const items = profile.avoidIngredients;

  const save = (next: string[]) =>
    updateProfile.mutate(
      { avoidIngredients: next },
      { onSuccess: () => setDraft(''), onError: (error) => notify.error(readErrorMessage(error, 'Failed to save changes.')) },
    );

  const handleAdd = (event: FormEvent) => {
    event.preventDefault();
    const names = draft
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name.length >= 2);
    if (names.length === 0) return;
    save([...items, ...names]);
  };

  return (
    <section aria-labelledby="custom-preferences-heading" className="settings-custom">
      <h3 id="custom-preferences-heading">Ingredients I never want {profile.isPro ? null : <ProBadge />}</h3>
      {profile.isPro ? (
        <>
          <p className="field__hint">Beyond the restrictions above: every recipe we make for you leaves these out (for example mushrooms, cilantro, olives).</p>
          {items.length > 0 ? (
            <ul className="avoid-list" aria-label="Ingredients I never want">
              {items.map((item) => (
                <li key={item}>
                  <button
                    type="button"
                    className="settings-chip"
                    aria-label={`Remove ${item}`}
                    disabled={updateProfile.isPending}
                    onClick={() => save(items.filter((other) => other !== item))}
                  >
                    {item} ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <form className="avoid-form field" onSubmit={handleAdd}>
            <label htmlFor="avoid-ingredient" className="visually-hidden">
              Ingredient to leave out
            </label>
            <input
              id="avoid-ingredient"
              value={draft}
              maxLength={AVOID_INGREDIENT_MAX_LENGTH * 3}
              placeholder="e.g. mushrooms"
              onChange={(event) => setDraft(event.target.value)}
              disabled={items.length >= AVOID_INGREDIENTS_MAX}
            />
            <button type="submit" className="button button--secondary" disabled={updateProfile.isPending || draft.trim().length < 2}>
              Add
            </button>
          </form>
        </>
      ) : (
        <p className="field__hint">
          With Pro, list ingredients you never want (mushrooms, cilantro…) and every recipe leaves them out. <UpgradeLink>Upgrade to Pro</UpgradeLink>
          {items.length > 0 ? ` Your saved list (${items.join(', ')}) applies again when you upgrade.` : null}
        </p>
      )}
    </section>
  );
}
