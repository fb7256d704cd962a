import { memo } from 'react';

const FEATURES = [
  { title: 'Cook from your cart', text: 'Keep a cart of what is in your pantry, refrigerator and freezer, and recipes use it first.' },
  { title: 'Diets respected', text: 'Vegan, vegetarian, gluten free, dairy free or nut free: set it once, every recipe follows.' },
  { title: 'Edit and rate', text: 'Tweak any recipe to taste, rate it, and find it again with search, sort and filters.' },
  { title: 'Meal-planner calendar', text: 'Drag saved recipes onto a month calendar, up to five a day, and see the week at a glance.' },
  { title: 'One shopping list', text: 'Pick a date range and get a single, merged shopping list for everything you planned.' },
  { title: 'Share by link', text: 'Send a recipe to a friend with one link. They open it straight into their own kitchen.' },
] as const;

export const FeaturesSection = memo(function FeaturesSection() {
  return (
    <section id="features" className="landing-section landing-section--muted" aria-labelledby="features-title">
      <div className="landing-section__inner">
        <p className="landing-section__eyebrow">Features</p>
        <h2 id="features-title">Everything between “what’s for dinner?” and the table</h2>
        <ul className="landing-feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="landing-feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
});
