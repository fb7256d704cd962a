import { UNIT_SYSTEMS, type TUnitSystem } from '../../../../domain/recipe-scaling.ts';

export type TScaleSettings = { servings: number; system: TUnitSystem };

const SYSTEM_LABELS: Record<TUnitSystem, string> = { original: 'As written', metric: 'Metric', us: 'US' };
const MAX_SERVINGS = 100;

type TScaleControlsProps = {
  settings: TScaleSettings;
  hasKnownServings: boolean;
  onChange: (settings: TScaleSettings) => void;
};

/** Servings stepper and the metric/US unit toggle of the recipe modal. */
export function ScaleControls({ settings, hasKnownServings, onChange }: TScaleControlsProps) {
  const label = hasKnownServings ? 'Servings' : 'Batches';
  const setServings = (servings: number) => onChange({ ...settings, servings: Math.min(MAX_SERVINGS, Math.max(1, servings)) });
  return (
    <div className="scale-controls">
      <div className="scale-controls__servings" role="group" aria-label={label}>
        <span className="scale-controls__label" aria-hidden="true">
          {label}
        </span>
        <button type="button" className="button button--secondary button--icon" aria-label={`Fewer ${label.toLowerCase()}`} onClick={() => setServings(settings.servings - 1)} disabled={settings.servings <= 1}>
          −
        </button>
        <output className="scale-controls__value" aria-live="polite" aria-label={`${settings.servings} ${label.toLowerCase()}`}>
          {settings.servings}
        </output>
        <button type="button" className="button button--secondary button--icon" aria-label={`More ${label.toLowerCase()}`} onClick={() => setServings(settings.servings + 1)} disabled={settings.servings >= MAX_SERVINGS}>
          +
        </button>
      </div>
      <div className="scale-controls__units" role="radiogroup" aria-label="Units">
        {UNIT_SYSTEMS.map((system) => (
          <button
            key={system}
            type="button"
            role="radio"
            aria-checked={settings.system === system}
            className={settings.system === system ? 'segmented segmented--on' : 'segmented'}
            onClick={() => onChange({ ...settings, system })}
          >
            {SYSTEM_LABELS[system]}
          </button>
        ))}
      </div>
    </div>
  );
}
