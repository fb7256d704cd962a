import { isWebAddress } from '../../../domain/recipe.ts';

/** 'www.bbcgoodfood.com/recipes/…' is shown as 'bbcgoodfood.com': the site, which is what a cook recognises. */
export function toSourceSite(sourceUrl: string | undefined): string | null {
  if (!sourceUrl || !isWebAddress(sourceUrl)) return null;
  return new URL(sourceUrl).hostname.replace(/^www\./, '');
}

/** The recipe's web page as a link named by its site; nothing when it has none (or it is no http(s) page). */
export function SourceLink({ sourceUrl }: { sourceUrl: string | undefined }) {
  const site = toSourceSite(sourceUrl);
  if (!site || !sourceUrl) return null;
  return (
    <a href={sourceUrl} target="_blank" rel="noopener noreferrer nofollow">
      {site} <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}
