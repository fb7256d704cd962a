import { useState } from 'react';
import { THEMES, type TTheme } from '../../../../domain/theme.ts';
import { applyTheme } from '../../../lib/theme.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const THEME_LABELS: Record<TTheme, { label: string; hint: string }> = {
  light: { label: 'Light', hint: 'Always light.' },
  dark: { label: 'Dark', hint: 'Always dark.' },
  system: { label: 'System', hint: "Follows your device's setting." },
};

/** Light / Dark / System, kept with the account so every device the cook signs in on uses it. */
export function AppearanceSection({ theme }: { theme: TTheme }) {
  const updateProfile = useUpdateProfile();
  const [chosen, setChosen] = useState<TTheme>(theme);

  const choose = async (next: TTheme) => {
    const previous = chosen;
    setChosen(next);
    // Shown at once; kept when the server has it, undone when it refuses.
    applyTheme(next);
    try {
      await updateProfile.mutateAsync({ theme: next });
    } catch {
      setChosen(previous);
      applyTheme(previous);
      notify.error('Could not save your theme. Please try again.');
    }
  };

  return (
    <fieldset className="settings-appearance">
      <legend>Appearance</legend>
      <div className="settings-appearance__choices">
        {THEMES.map((option) => (
          <label key={option} className="settings-appearance__choice">
            <input
              type="radio"
              name="theme"
              value={option}
              checked={chosen === option}
              onChange={() => void choose(option)}
              aria-describedby={`theme-hint-${option}`}
            />
            <span className="settings-appearance__label">{THEME_LABELS[option].label}</span>
            <span id={`theme-hint-${option}`} className="settings-appearance__hint">
              {THEME_LABELS[option].hint}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
