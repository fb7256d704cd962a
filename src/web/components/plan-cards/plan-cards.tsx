import type { ReactNode } from 'react';
import styles from './plan-cards.module.css';

/** The plans side by side (two columns on wide screens), centred under the heading. */
export function PlanCards({ children }: { children: ReactNode }) {
  return <div className={styles.cards}>{children}</div>;
}

type TPlanCardProps = {
  /** The heading's id: the card is named by it. */
  titleId: string;
  name: string;
  /** The card's heading level on its page (under the page's h1 or a section's h2). */
  headingLevel: 2 | 3;
  /** The formatted price, e.g. '$4.99'. */
  price: string;
  /** 'month' or 'year', shown as ' / month' after the price. */
  period?: string;
  note: ReactNode;
  features: readonly string[];
  /** The plan the page recommends: stronger frame, and the ribbon when given. */
  isFeatured?: boolean;
  ribbon?: string;
  /** The card's buttons, at its foot. */
  children: ReactNode;
  /** A line under the buttons, e.g. a link to compare the plans. */
  footnote?: ReactNode;
};

/** One plan: name, price, what it includes and how to get it (landing page and /pricing). */
export function PlanCard({ titleId, name, headingLevel, price, period, note, features, isFeatured = false, ribbon, children, footnote }: TPlanCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={isFeatured ? `${styles.card} ${styles.featured}` : styles.card} aria-labelledby={titleId}>
      {ribbon ? <p className={styles.ribbon}>{ribbon}</p> : null}
      <Heading id={titleId} className={styles.name}>
        {name}
      </Heading>
      <p className={styles.price}>
        {price}
        {period ? <span> / {period}</span> : null}
      </p>
      <p className={styles.note}>{note}</p>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className={styles.actions}>{children}</div>
      {footnote}
    </article>
  );
}
