import { RECIPE_SORTS } from '../../../../domain/recipe-library-rules.ts';
import { SAVED_FRAME_FIRST_CARD_CLASS, SAVED_FRAME_FIRST_PICTURE_CLASS } from '../../../../domain/saved-frame.ts';
import { SORT_LABELS } from '../lib/sort-labels.ts';

/**
 * /saved before the session has answered, in the HTML of a signed-in visit: the page's heading, toolbar and
 * loading line with its classes, so the cards appear where they will stay, and a place for the first card
 * that the server fills with the cook's newest picture (domain/saved-frame.ts), hidden when it does not.
 * The toolbar is inert: it works once the page has replaced the frame.
 */
export function SavedPageSkeleton() {
  return (
    <section className="page saved-page" aria-labelledby="saved-title" aria-busy="true">
      <header className="page-header">
        <h1 id="saved-title">Saved Recipes</h1>
      </header>
      <div className="saved-page__toolbar" inert>
        <div className="field saved-page__search">
          <label htmlFor="recipe-search-frame" className="visually-hidden">
            Search recipes
          </label>
          <input id="recipe-search-frame" type="search" placeholder="Search by title or ingredient" />
        </div>
        <div className="field saved-page__sort">
          <label htmlFor="recipe-sort-frame" className="visually-hidden">
            Sort recipes
          </label>
          <select id="recipe-sort-frame" defaultValue="newest">
            {RECIPE_SORTS.map((item) => (
              <option key={item} value={item}>
                {SORT_LABELS[item]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--secondary">
          Filters
        </button>
      </div>
      <div className="saved-page__status">
        <p className="saved-page__muted">Loading saved recipes…</p>
      </div>
      <ul className="saved-frame__grid" aria-hidden="true">
        <li className={SAVED_FRAME_FIRST_CARD_CLASS}>
          <span className={SAVED_FRAME_FIRST_PICTURE_CLASS} />
        </li>
      </ul>
    </section>
  );
}
