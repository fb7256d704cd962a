import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TSavedRecipe } from '../../../../domain/recipe.ts';
import { toSourceSite } from '../../../components/recipe/source-link.tsx';
import { readErrorMessage } from '../../../lib/api-client.ts';
import { allRecipesQueryOptions } from '../../../lib/api/recipes.ts';
import { formatRecipeTime } from '../../../lib/format-recipe-time.ts';
import { paths } from '../../../paths.ts';
import '../cookbook.css';

/** The ids of `?ids=a,b`; null for the whole library. */
function readSelectedIds(value: string | null): Set<string> | null {
  if (value === null) return null;
  return new Set(
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );
}

function anchorOf(recipe: TSavedRecipe): string {
  return `recipe-${recipe.id}`;
}

function readServings(servings: string): string {
  const text = servings.trim();
  return /^\d+$/.test(text) ? `Serves ${text}` : text;
}

function readFacts(recipe: TSavedRecipe): string[] {
  return [
    recipe.category === 'Other' ? '' : recipe.category,
    recipe.prepTime && `Prep ${formatRecipeTime(recipe.prepTime)}`,
    recipe.cookTime && `Cook ${formatRecipeTime(recipe.cookTime)}`,
    recipe.totalTime && `Total ${formatRecipeTime(recipe.totalTime)}`,
    readServings(recipe.servings),
    recipe.rating > 0 ? `${'★'.repeat(recipe.rating)}${'☆'.repeat(5 - recipe.rating)}` : '',
    toSourceSite(recipe.sourceUrl) ? `From ${toSourceSite(recipe.sourceUrl)}` : '',
  ].filter((fact): fact is string => Boolean(fact));
}

/** A line that ends with a colon is a section heading ('For the sauce:'), not an ingredient. */
function isHeading(line: string): boolean {
  return line.trim().endsWith(':');
}

function CookbookRecipe({ recipe }: { recipe: TSavedRecipe }) {
  const facts = readFacts(recipe);
  return (
    <article className="cookbook__recipe" id={anchorOf(recipe)} aria-labelledby={`${anchorOf(recipe)}-title`}>
      <h2 id={`${anchorOf(recipe)}-title`}>{recipe.title}</h2>
      {facts.length > 0 ? (
        <p className="cookbook__facts">
          {facts.map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
        </p>
      ) : null}
      {recipe.imageUrl ? <img className="cookbook__image" src={recipe.imageUrl} alt={recipe.title} loading="eager" decoding="async" /> : null}
      <div className="cookbook__columns">
        <section aria-label={`Ingredients of ${recipe.title}`}>
          <h3>Ingredients</h3>
          <ul className="cookbook__ingredients">
            {recipe.ingredients.map((line, index) =>
              isHeading(line) ? (
                <li key={`${index}-${line}`} className="cookbook__ingredient-heading">
                  {line.replace(/:\s*$/, '')}
                </li>
              ) : (
                <li key={`${index}-${line}`}>{line}</li>
              ),
            )}
          </ul>
        </section>
        <section aria-label={`Steps of ${recipe.title}`}>
          <h3>Steps</h3>
          <ol className="cookbook__steps">
            {recipe.instructions.map((step, index) => (
              <li key={`${index}-${step}`}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
      {recipe.notes ? (
        <section className="cookbook__notes" aria-label={`Notes on ${recipe.title}`}>
          <h3>Notes</h3>
          <p>{recipe.notes}</p>
        </section>
      ) : null}
    </article>
  );
}

/**
 * The printable cookbook (Settings → Export): a cover, a linked table of contents, and one recipe per
 * printed page, always on a light sheet. The cook prints it (or saves it as a PDF) from the browser.
 */
export function CookbookPage() {
  const [searchParams] = useSearchParams();
  const selected = readSelectedIds(searchParams.get('ids'));
  const library = useQuery(allRecipesQueryOptions());
  const recipes = (library.data ?? []).filter((recipe) => selected === null || selected.has(recipe.id));

  useEffect(() => {
    document.documentElement.classList.add('is-cookbook');
    return () => document.documentElement.classList.remove('is-cookbook');
  }, []);

  return (
    <div className="cookbook">
      <div className="cookbook__toolbar">
        <Link className="button button--secondary" to={`${paths.settings}?tab=import-export`}>
          Back to Export
        </Link>
        <button type="button" className="button button--primary" onClick={() => window.print()} disabled={recipes.length === 0}>
          Print
        </button>
      </div>
      {library.isPending ? (
        <p role="status">Putting your cookbook together…</p>
      ) : library.error ? (
        <p className="form-error" role="alert">
          {readErrorMessage(library.error, 'Could not load your recipes.')}
        </p>
      ) : recipes.length === 0 ? (
        <p role="status">{selected ? 'None of the chosen recipes is in your library any more.' : 'Your library has no saved recipes yet.'}</p>
      ) : (
        <>
          <header className="cookbook__cover">
            <h1>My Forkcast cookbook</h1>
            <p>
              {recipes.length.toLocaleString('en-US')} {recipes.length === 1 ? 'recipe' : 'recipes'} ·{' '}
              {new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}
            </p>
          </header>
          <nav className="cookbook__toc" aria-labelledby="cookbook-toc-heading">
            <h2 id="cookbook-toc-heading">Contents</h2>
            <ol>
              {recipes.map((recipe) => (
                <li key={recipe.id}>
                  <a href={`#${anchorOf(recipe)}`}>{recipe.title}</a>
                  {recipe.category !== 'Other' ? <span className="cookbook__toc-category"> · {recipe.category}</span> : null}
                </li>
              ))}
            </ol>
          </nav>
          {recipes.map((recipe) => (
            <CookbookRecipe key={recipe.id} recipe={recipe} />
          ))}
        </>
      )}
    </div>
  );
}
