import { memo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../paths.ts';

export const BottomCtaSection = memo(function BottomCtaSection() {
  return (
    <section className="bottom-cta" aria-labelledby="bottom-cta-title">
      <div className="landing-section__inner bottom-cta__inner">
        <h2 id="bottom-cta-title">Tonight’s dinner is one sentence away.</h2>
        <p>Create a free account and get your first custom recipe in under a minute.</p>
        <Link to={paths.signup} className="button bottom-cta__button">
          Sign up free
        </Link>
      </div>
    </section>
  );
});
