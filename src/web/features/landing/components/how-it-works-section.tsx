type THowItWorksSectionProps = {
  /** The example prompt being typed in the hero, echoed in step one. */
  prompt: string;
};

export function HowItWorksSection({ prompt }: THowItWorksSectionProps) {
  return (
    <section id="how-it-works" className="landing-section" aria-labelledby="how-it-works-title">
      <div className="landing-section__inner">
        <p className="landing-section__eyebrow">How it works</p>
        <h2 id="how-it-works-title">From a craving to dinner in three steps</h2>
        <ol className="landing-steps">
          <li className="landing-step">
            <span className="landing-step__number" aria-hidden="true">
              1
            </span>
            <h3>Describe it</h3>
            <p>Say what you feel like in your own words, or add what is in your pantry, refrigerator and freezer.</p>
            <p className="landing-step__example" aria-hidden="true">
              <span className="landing-step__example-text">{prompt || '\u00a0'}</span>
            </p>
          </li>
          <li className="landing-step">
            <span className="landing-step__number" aria-hidden="true">
              2
            </span>
            <h3>Get your recipe</h3>
            <p>In seconds you get ingredients, clear steps, a picture and nutrition facts, shaped by your diets and allergies.</p>
          </li>
          <li className="landing-step">
            <span className="landing-step__number" aria-hidden="true">
              3
            </span>
            <h3>Save, plan and shop</h3>
            <p>Keep the keepers, put them on your meal-planner calendar and build one shopping list for the whole week.</p>
          </li>
        </ol>
      </div>
    </section>
  );
}
