import { useId, type ReactNode } from 'react';
import { RecipeImage } from './recipe-image.tsx';
import styles from './recipe-card.module.css';

export type TRecipeCardTag = { label: string; tone?: 'neutral' | 'success' };

type TRecipeCardProps = {
  title: string;
  imageUrl: string;
  isImagePending?: boolean;
  /** Tags first (category; Shared, Saved), then short facts ('30 min', 'Serves 2'). */
  tags?: readonly TRecipeCardTag[];
  facts?: readonly string[];
  /** e.g. the rating stars. */
  footer?: ReactNode;
  onOpen: () => void;
  /** A card in the first row: its image is fetched at once (the page's largest paint). */
  isPriority?: boolean;
};

/** A recipe in a grid (Create's session list, Saved's library): a button that opens the recipe dialog. */
export function RecipeCard({ title, imageUrl, isImagePending = false, tags = [], facts = [], footer, onOpen, isPriority = false }: TRecipeCardProps) {
  const titleId = useId();
  const detailsId = useId();
  return (
    <li>
      <button type="button" className={styles.button} onClick={onOpen} aria-labelledby={titleId} aria-describedby={detailsId}>
        <RecipeImage className={styles.image} src={imageUrl} title={title} isPending={isImagePending} isDecorative isPriority={isPriority} />
        <span className={styles.body}>
          <span id={titleId} className={styles.title}>
            {title}
          </span>
          <span id={detailsId} className={styles.meta}>
            {tags.map((tag) => (
              <span key={tag.label} className={tag.tone === 'success' ? `${styles.tag} ${styles.tagSuccess}` : styles.tag}>
                {tag.label}
              </span>
            ))}
            {facts.map((fact) => (
              <span key={fact}>{fact}</span>
            ))}
          </span>
          {footer}
        </span>
      </button>
    </li>
  );
}

/**
 * The place of a card whose recipe is still being read (Create's stored session list): a card's box, image
 * and one line of title and facts, empty, so the cards take its place without moving what is around them.
 */
export function RecipeCardPlaceholder() {
  return (
    <li aria-hidden="true">
      <span className={`${styles.button} ${styles.placeholder}`}>
        <span className={`${styles.image} ${styles.placeholderImage}`} />
        <span className={styles.body}>
          <span className={styles.title}>{'\u00a0'}</span>
          <span className={styles.meta}>{'\u00a0'}</span>
        </span>
      </span>
    </li>
  );
}

/** The list the cards sit in; `label` names it for assistive tech ('Saved recipes'). */
export function RecipeGrid({ label, isBusy = false, children }: { label: string; isBusy?: boolean; children: ReactNode }) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={isBusy || undefined}>
      {children}
    </ul>
  );
}
