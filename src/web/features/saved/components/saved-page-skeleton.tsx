import { SAVED_FRAME_FIRST_CARD_CLASS, SAVED_FRAME_FIRST_PICTURE_CLASS } from '../../../../domain/saved-frame.ts';

/**
 * /saved before the session has answered, in the HTML of a signed-in visit: the page's heading, toolbar and
 * loading line with its classes, so the cards appear where they will stay, and a place for the first card
 * that the server fills with the cook's newest picture (domain/saved-frame.ts), hidden when it does not.
 * The toolbar is a picture of the page's (inert, hidden from assistive tech): it works once the page has
 * replaced the frame. Kept small: every page's first load carries the frames.
 */
export function SavedPageSkeleton() {
  return (
    <section className="page saved-page" aria-labelledby="saved-title" aria-busy="true">
      <header className="page-header">
        <h1 id="saved-title">Saved Recipes</h1>
      </header>
      <div className="saved-page__toolbar" aria-hidden="true" inert>
        <div className="field saved-page__search">
          <input type="search" placeholder="Search by title or ingredient" />
        </div>
        {/* The page opens newest first; the select's width is its column's, whatever its options. */}
        <div className="field saved-page__sort">
          <select>
            <option>Newest first</option>
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
