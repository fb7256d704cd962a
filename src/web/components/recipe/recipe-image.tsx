import styles from './recipe-image.module.css';

type TRecipeImageProps = {
  src: string;
  title: string;
  isPending?: boolean;
  /** Extra class from the caller for size and placement; the look stays the component's own. */
  className?: string;
  /** In a card whose text already names the dish: hidden from assistive tech. */
  isDecorative?: boolean;
  /** The first image on the page (its largest paint): fetched at once and first, not when scrolled near. */
  isPriority?: boolean;
};

/** The dish image, or a quiet stand-in while there is none (yet). */
export function RecipeImage({ src, title, isPending = false, className, isDecorative = false, isPriority = false }: TRecipeImageProps) {
  const classes = [styles.image, className].filter(Boolean).join(' ');
  if (src) {
    // width/height give the 4:3 box before the file arrives (the CSS sets the shown size).
    return (
      <img
        className={classes}
        src={src}
        alt={isDecorative ? '' : title}
        width={400}
        height={300}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        decoding="async"
      />
    );
  }
  if (isDecorative) {
    return (
      <span className={`${classes} ${styles.empty}`} aria-hidden="true">
        {isPending ? 'Creating image…' : 'No image yet'}
      </span>
    );
  }
  return (
    <div className={`${classes} ${styles.empty}`} role="img" aria-label={isPending ? `Creating an image for ${title}` : `No image for ${title}`}>
      <span aria-hidden="true">{isPending ? 'Creating image…' : 'No image yet'}</span>
    </div>
  );
}
