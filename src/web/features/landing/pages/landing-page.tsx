import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { EXAMPLE_PROMPTS } from '../../../../domain/example-prompts.ts';
import { HeroSection } from '../components/hero-section.tsx';
import { useIsPageIdle } from '../hooks/use-is-page-idle.ts';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.ts';
import { useTypingPrompt } from '../hooks/use-typing-prompt.ts';
import '../landing.css';

// Below the fold: each section is its own chunk, so the first paint only waits for the hero.
const HowItWorksSection = lazy(async () => ({ default: (await import('../components/how-it-works-section.tsx')).HowItWorksSection }));
const PricingSection = lazy(async () => ({ default: (await import('../components/pricing-section.tsx')).PricingSection }));
const FeaturesSection = lazy(async () => ({ default: (await import('../components/features-section.tsx')).FeaturesSection }));
const FaqSection = lazy(async () => ({ default: (await import('../components/faq-section.tsx')).FaqSection }));
const BottomCtaSection = lazy(async () => ({ default: (await import('../components/bottom-cta-section.tsx')).BottomCtaSection }));
const LandingFooter = lazy(async () => ({ default: (await import('../components/landing-footer.tsx')).LandingFooter }));

export function LandingPage() {
  const isReducedMotion = usePrefersReducedMotion();
  const [isPaused, setIsPaused] = useState(false);
  const { hash } = useLocation();
  // Below-the-fold sections and the typing both wait until the page has loaded (a hash link needs its
  // target at once), so neither competes with the hero's first paint.
  const isPageIdle = useIsPageIdle();
  const shouldShowSections = isPageIdle || hash !== '';
  const typing = useTypingPrompt(EXAMPLE_PROMPTS, { isPaused: isPaused || !isPageIdle, isReducedMotion });
  const togglePause = useCallback(() => setIsPaused((current) => !current), []);

  return (
    <div className="landing">
      <HeroSection typedText={typing.text} isPaused={isPaused} onTogglePause={togglePause} />
      {shouldShowSections ? (
        <Suspense fallback={<div className="landing__pending" />}>
          <HowItWorksSection prompt={typing.text} />
          <PricingSection />
          <FeaturesSection />
          <FaqSection />
          <BottomCtaSection />
          <LandingFooter />
        </Suspense>
      ) : (
        <div className="landing__pending" />
      )}
    </div>
  );
}
