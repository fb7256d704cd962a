/** The dish image, or a quiet stand-in while there is none (yet). */
export function RecipeImage({ src, title, isPending, className }: { src: string; title: string; isPending?: boolean; className?: string }) {
  if (src) return <img className={className} src={src} alt={title} loading="lazy" />;
  return (
    <div className={`${className ?? ''} recipe-image--empty`} role="img" aria-label={isPending ? `Creating an image for ${title}` : `No image for ${title}`}>
      <span aria-hidden="true">{isPending ? 'Creating image…' : 'No image yet'}</span>
    </div>
  );
}
