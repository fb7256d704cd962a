/** /meal-planner before the session has answered, in the HTML of a signed-in visit: its heading, with the page's classes. */
export function MealPlannerPageSkeleton() {
  return (
    <section className="page planner-page" aria-labelledby="planner-title" aria-busy="true">
      <header className="page-header planner-page__header">
        <h1 id="planner-title">Meal Planner</h1>
      </header>
    </section>
  );
}
