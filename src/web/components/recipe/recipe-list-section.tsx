import { useId } from 'react';
import styles from './recipe-sections.module.css';

type TRecipeListSectionProps = { heading: string; items: readonly string[]; isOrdered: boolean; emptyText: string };

/** A headed list of the recipe dialog: the ingredients (bullets) or the steps (numbered). */
function RecipeListSection({ heading, items, isOrdered, emptyText }: TRecipeListSectionProps) {
  const headingId = useId();
  const List = isOrdered ? 'ol' : 'ul';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      {items.length > 0 ? (
        <List className={styles.list}>
          {items.map((item, index) => (
            <li key={`${index}-${item}`}>{item}</li>
          ))}
        </List>
      ) : (
        <p className={styles.empty}>{emptyText}</p>
      )}
    </section>
  );
}

/** The Ingredients heading and list (already scaled by the caller when scaling is on). */
export function IngredientSection({ ingredients }: { ingredients: readonly string[] }) {
  return <RecipeListSection heading="Ingredients" items={ingredients} isOrdered={false} emptyText="No ingredients yet." />;
}

/** The Instructions heading and numbered steps. */
export function StepSection({ steps }: { steps: readonly string[] }) {
  return <RecipeListSection heading="Instructions" items={steps} isOrdered emptyText="No instructions yet." />;
}
