import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { EXAMPLE_PROMPTS } from '../../../../domain/example-prompts.ts';
import { HeroSection } from '../components/hero-section.tsx';
import { useIsNearViewport } from '../hooks/use-is-near-viewport.ts';
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

/** How far below the viewport the sections start loading, ahead of the reader's scrolling. */
const SECTIONS_PRELOAD_MARGIN_PX = 200;

export function LandingPage() {
  const isReducedMotion = usePrefersReducedMotion();
  const [isPaused, setIsPaused] = useState(false);
  const { hash } = useLocation();
  // The typing waits until the page has loaded, and the sections below the fold until the reader scrolls
  // towards them (a hash link needs its target at once), so neither competes with the hero's first paint.
  const isPageIdle = useIsPageIdle();
  const sectionsAnchor = useRef<HTMLDivElement>(null);
  const isSectionsNear = useIsNearViewport(sectionsAnchor, SECTIONS_PRELOAD_MARGIN_PX);
  const shouldShowSections = hash !== '' || (isPageIdle && isSectionsNear);
  const typing = useTypingPrompt(EXAMPLE_PROMPTS, { isPaused: isPaused || !isPageIdle, isReducedMotion });
  const togglePause = useCallback(() => setIsPaused((current) => !current), []);

  return (
    <div className="landing">
      <HeroSection typedText={typing.text} examplePrompt={typing.prompt} isPaused={isPaused} onTogglePause={togglePause} />
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
        <div className="landing__pending" ref={sectionsAnchor} />
      )}
    </div>
  );
}
