/** Stands in for a page whose feature has not landed yet, named after the page. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <p>This page is on its way.</p>
    </section>
  );
}
