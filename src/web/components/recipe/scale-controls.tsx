import { UNIT_SYSTEMS, type TUnitSystem } from '../../../domain/recipe-scaling.ts';
import type { TScaleSettings } from './recipe-scaling.ts';
import styles from './scale-controls.module.css';
import { ProBadge, UpgradeLink } from '../pro-badge.tsx';

const SYSTEM_LABELS: Record<TUnitSystem, string> = { original: 'As written', metric: 'Metric', us: 'US' };
const MAX_SERVINGS = 100;

type TScaleControlsProps = {
  settings: TScaleSettings;
  hasKnownServings: boolean;
  /** Free cooks: the controls are replaced by the Pro badge and the way to upgrade. */
  isLocked?: boolean;
  onChange: (settings: TScaleSettings) => void;
};

/** Servings stepper and the metric/US unit toggle of the recipe dialog. */
export function ScaleControls({ settings, hasKnownServings, isLocked = false, onChange }: TScaleControlsProps) {
  const label = hasKnownServings ? 'Servings' : 'Batches';
  if (isLocked) {
    return (
      <div className={`${styles.controls} ${styles.locked}`} role="group" aria-label="Scaling and unit conversion">
        <span className={styles.label}>Scale servings and convert units</span>
        <ProBadge />
        <UpgradeLink>Upgrade to scale this recipe</UpgradeLink>
      </div>
    );
  }
  const setServings = (servings: number) => onChange({ ...settings, servings: Math.min(MAX_SERVINGS, Math.max(1, servings)) });
  return (
    <div className={styles.controls}>
      <div className={styles.group} role="group" aria-label={label}>
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
        <button
          type="button"
          className={`button button--secondary ${styles.step}`}
          aria-label={`Fewer ${label.toLowerCase()}`}
          onClick={() => setServings(settings.servings - 1)}
          disabled={settings.servings <= 1}
        >
          −
        </button>
        <output className={styles.value} aria-live="polite" aria-label={`${settings.servings} ${label.toLowerCase()}`}>
          {settings.servings}
        </output>
        <button
          type="button"
          className={`button button--secondary ${styles.step}`}
          aria-label={`More ${label.toLowerCase()}`}
          onClick={() => setServings(settings.servings + 1)}
          disabled={settings.servings >= MAX_SERVINGS}
        >
          +
        </button>
      </div>
      <div className={styles.group} role="radiogroup" aria-label="Units">
        {UNIT_SYSTEMS.map((system) => (
          <button
            key={system}
            type="button"
            role="radio"
            aria-checked={settings.system === system}
            className={settings.system === system ? `${styles.segment} ${styles.segmentOn}` : styles.segment}
            onClick={() => onChange({ ...settings, system })}
          >
            {SYSTEM_LABELS[system]}
          </button>
        ))}
      </div>
    </div>
  );
}
