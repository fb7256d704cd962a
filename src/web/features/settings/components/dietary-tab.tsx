import { ALLERGEN_KEYS, ALLERGENS, DIETARY_KEYS, DIETARY_LABELS, type TAllergenKey, type TDietaryKey } from '../../../../domain/kitchen/diet-vocabulary.ts';
import type { TProfile } from '../../../../domain/profile.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { CustomPreferences } from './custom-preferences.tsx';
import { NutritionGoalsSection } from './nutrition-goals-section.tsx';

/** Toggle chips saved at once; the recipe generator reads these flags on the server. */
export function DietaryTab({ profile }: { profile: TProfile }) {
  const updateProfile = useUpdateProfile();

  const handleToggle = (key: TDietaryKey) => {
    updateProfile.mutate(
      { dietary: { [key]: !profile.dietary[key] } },
      { onError: (error) => notify.error(readErrorMessage(error, 'Failed to save changes.')) },
    );
  };

  const handleAllergenToggle = (key: TAllergenKey) => {
    const isOn = profile.allergens.includes(key);
    const allergens = isOn ? profile.allergens.filter((allergen) => allergen !== key) : [...profile.allergens, key];
    updateProfile.mutate({ allergens }, { onError: (error) => notify.error(readErrorMessage(error, 'Failed to save changes.')) });
  };

  return (
    <section aria-labelledby="dietary-heading" className="settings-panel">
      <h2 id="dietary-heading">Dietary Restrictions</h2>
      <p className="field__hint">Your recipes will respect every restriction you turn on. Allergen safety is free on every plan.</p>
      <div className="settings-chips" role="group" aria-label="Dietary restrictions">
        {DIETARY_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className="settings-chip"
            aria-pressed={profile.dietary[key]}
            disabled={updateProfile.isPending}
            onClick={() => handleToggle(key)}
          >
            {DIETARY_LABELS[key]}
          </button>
        ))}
      </div>
      <h3 id="allergens-heading" className="settings-subheading">
        Allergies
      </h3>
      <p className="field__hint">Recipes never include an allergen you turn on, on every plan.</p>
      <div className="settings-chips" role="group" aria-labelledby="allergens-heading">
        {ALLERGEN_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className="settings-chip"
            aria-pressed={profile.allergens.includes(key)}
            disabled={updateProfile.isPending}
            onClick={() => handleAllergenToggle(key)}
          >
            {ALLERGENS[key].label}
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {updateProfile.isPending ? 'Saving…' : ''}
      </p>
      <CustomPreferences profile={profile} />
      <NutritionGoalsSection profile={profile} />
    </section>
  );
}
