import { Link } from 'react-router';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from '../content/terms-sections.tsx';
import '../terms.css';

/** Terms and Conditions. The app's ScrollManager brings every route change to the top. */
export function TermsPage() {
  return (
    <article className="terms page" aria-labelledby="terms-title">
      <header className="terms__header">
        <h1 id="terms-title">Terms and Conditions</h1>
        <p className="terms__updated">Last updated {TERMS_LAST_UPDATED}</p>
      </header>
      <nav className="terms__toc" aria-label="Sections">
        <ol>
          {TERMS_SECTIONS.map((section) => (
            <li key={section.id}>
              <Link to={{ hash: section.id }}>{section.title}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="terms__sections">
        {TERMS_SECTIONS.map((section, index) => (
          <li key={section.id}>
            <section id={section.id} aria-labelledby={`${section.id}-title`} className="terms__section">
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}
