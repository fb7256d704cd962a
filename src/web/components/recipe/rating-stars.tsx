import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { RATING_MAX } from '../../../domain/limits.ts';
import styles from './rating-stars.module.css';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/** Read-only stars for the grid. */
export function RatingDisplay({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={rating > 0 ? `Rated ${rating} of ${RATING_MAX}` : 'Not rated'}>
      {STARS.map((star) => (
        <span key={star} aria-hidden="true" className={star <= rating ? `${styles.star} ${styles.starOn}` : styles.star}>
          ★
        </span>
      ))}
    </span>
  );
}

type TRatingInputProps = {
  rating: number;
  onRate: (rating: number) => void;
  isDisabled?: boolean;
};

/**
 * Star buttons that behave as a radio group: arrows move between stars, the checked star is the tab stop,
 * and choosing the current rating again clears it.
 */
export function RatingInput({ rating, onRate, isDisabled = false }: TRatingInputProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // Says what the last change did: clearing by choosing the same star again was silent.
  const [previousRating, setPreviousRating] = useState(rating);
  const [feedback, setFeedback] = useState('');
  if (previousRating !== rating) {
    setPreviousRating(rating);
    setFeedback(rating === 0 ? 'Rating cleared.' : `Rated ${rating} of ${RATING_MAX}.`);
  }
  const focusStar = (star: number) => buttons.current[star - 1]?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, star: number) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = Math.min(RATING_MAX, Math.max(1, star + move));
    focusStar(next);
  };

  return (
    <span className={styles.inputRow}>
      <RatingRadios rating={rating} buttons={buttons} isDisabled={isDisabled} onRate={onRate} onKeyDown={onKeyDown} />
      {/* Outside the radio group: a group owns only its radios. */}
      <span className={styles.feedback} role="status">
        {feedback}
      </span>
    </span>
  );
}

type TRatingRadiosProps = {
  rating: number;
  buttons: RefObject<(HTMLButtonElement | null)[]>;
  isDisabled: boolean;
  onRate: (rating: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, star: number) => void;
};

function RatingRadios({ rating, buttons, isDisabled, onRate, onKeyDown }: TRatingRadiosProps) {
  return (
    <div className={styles.input} role="radiogroup" aria-label="Your rating">
      {STARS.map((star) => {
        const isChecked = star === rating;
        const isTabStop = rating === 0 ? star === 1 : isChecked;
        return (
          <button
            key={star}
            ref={(element) => {
              buttons.current[star - 1] = element;
            }}
            type="button"
            role="radio"
            aria-checked={isChecked}
            aria-label={`${star} star${star > 1 ? 's' : ''}`}
            title={isChecked ? 'Click again to clear the rating' : `Rate ${star} of ${RATING_MAX}`}
            tabIndex={isTabStop ? 0 : -1}
            className={star <= rating ? `${styles.inputStar} ${styles.inputStarOn}` : styles.inputStar}
            disabled={isDisabled}
            onClick={() => onRate(star)}
            onKeyDown={(event) => onKeyDown(event, star)}
          >
            <span aria-hidden="true">★</span>
          </button>
        );
      })}
    </div>
  );
}
