import { useId } from 'react';
import styles from './recipe-sections.module.css';

/** The cook's notes, line breaks kept; nothing when there are none. */
export function NotesSection({ notes }: { notes: string }) {
  const headingId = useId();
  if (!notes.trim()) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Notes
      </h3>
      <p className={styles.notes}>{notes}</p>
    </section>
  );
}
