/** /saved before the session has answered, in the HTML of a signed-in visit: its heading, with the page's classes. */
export function SavedPageSkeleton() {
  return (
    <section className="page saved-page" aria-labelledby="saved-title" aria-busy="true">
      <header className="page-header">
        <h1 id="saved-title">Saved Recipes</h1>
      </header>
    </section>
  );
}
