import { countDaysUntil } from '../../domain/cart-rules.ts';
import type { TCartItem } from '../../domain/cart.ts';
import styles from './use-soon-strip.module.css';

function describeDue(useBy: string | null, today: string): string {
  if (useBy === null) return '';
  const days = countDaysUntil(useBy, today);
  if (days < 0) return 'past its date';
  if (days === 0) return 'use today';
  return days === 1 ? 'use by tomorrow' : `use within ${days} days`;
}

type TUseSoonStripProps = {
  items: readonly TCartItem[];
  today: string;
  /** One tap: a recipe that uses this item (the page decides how: prefill the prompt, or open /create with it). */
  onUse: (name: string) => void;
};

/** What in the cart expires in the next three days, each one tap from a recipe that uses it. Nothing when nothing is due. */
export function UseSoonStrip({ items, today, onUse }: TUseSoonStripProps) {
  if (items.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="use-soon-heading">
      <h2 id="use-soon-heading" className={styles.heading}>
        Use soon
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.item}
              onClick={() => onUse(item.name)}
              aria-label={`Make a recipe with ${item.name} (${describeDue(item.useBy, today)})`}
            >
              <span className={styles.name}>{item.name}</span>
              <span className={styles.due}>{describeDue(item.useBy, today)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
