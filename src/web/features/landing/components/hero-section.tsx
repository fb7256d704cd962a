import { Link } from 'react-router';
import { paths } from '../../../paths.ts';
import { HeroAside } from './hero-aside.tsx';
import { TypingPrompt } from './typing-prompt.tsx';

type THeroSectionProps = {
  typedText: string;
  examplePrompt: string;
  isPaused: boolean;
  onTogglePause: () => void;
};

export function HeroSection({ typedText, examplePrompt, isPaused, onTogglePause }: THeroSectionProps) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__copy">
          <h1 id="hero-title" className="hero__title">
            Tell us what you crave. <em>We’ll write the recipe.</em>
          </h1>
          <p className="hero__intro">
            Forkcast turns the food you already have, your diets and your allergies into custom recipes, then plans your week and writes the shopping list.
          </p>
          <TypingPrompt text={typedText} examplePrompt={examplePrompt} isPaused={isPaused} onTogglePause={onTogglePause} />
          <ul className="hero__claims">
            <li>Free to try</li>
            <li>Free account required</li>
            <li>Favourites saved to your account</li>
          </ul>
          <p className="hero__links">
            <Link to={{ hash: 'how-it-works' }}>See how it works</Link>
            <Link to={paths.pricing}>Compare plans</Link>
          </p>
        </div>
        <div className="hero__aside">
          <HeroAside />
        </div>
      </div>
    </section>
  );
}
