import { DIETARY_KEYS, DIETARY_LABELS, type TDietaryKey, type TProfile } from '../../../../domain/profile.ts';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** Toggle chips saved at once; the recipe generator reads these flags on the server. */
export function DietaryTab({ profile }: { profile: TProfile }) {
  const updateProfile = useUpdateProfile();

  const handleToggle = (key: TDietaryKey) => {
    updateProfile.mutate(
      { dietary: { [key]: !profile.dietary[key] } },
      { onError: (error) => notify.error(readErrorMessage(error, 'Failed to save changes.')) },
    );
  };

  return (
    <section aria-labelledby="dietary-heading" className="settings-panel">
      <h2 id="dietary-heading">Dietary Restrictions</h2>
      <p className="field__hint">Your recipes will respect every restriction you turn on.</p>
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
      <p className="visually-hidden" aria-live="polite">
        {updateProfile.isPending ? 'Saving…' : ''}
      </p>
    </section>
  );
}
