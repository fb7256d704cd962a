import { useId } from 'react';
import { listAllergens } from '../../../domain/dietary/read-ingredient-facts.ts';
import { paths } from '../../paths.ts';
import styles from './recipe-sections.module.css';

/**
 * The major allergens the recipe's ingredient lines contain, read with the same lexicon as the
 * server's dietary guard, and the terms' allergy disclaimer. Shown with every recipe.
 */
export function AllergenSection({ ingredients }: { ingredients: readonly string[] }) {
  const headingId = useId();
  const allergens = listAllergens(ingredients);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Allergens
      </h3>
      <p className={styles.notes}>
        {allergens.length > 0 ? `Contains: ${allergens.join(', ')}.` : 'No major allergens found in these ingredients.'} Always check labels.{' '}
        {/* A plain link: the dialog is also rendered outside the router (tests, print). */}
        <a href={`${paths.terms}#ai-content`} target="_blank" rel="noopener">
          Allergy disclaimer
        </a>
      </p>
    </section>
  );
}
