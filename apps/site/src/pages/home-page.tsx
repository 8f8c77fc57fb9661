import { Suspense } from 'react';
import { lazyWithPreload } from '../app/lazy-with-preload';
import { PrerenderedFallbackBoundary } from '../app/prerendered-fallback-boundary';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { MobileCallBar } from '../components/mobile-call-bar';
import { PartialPageNotice } from '../components/partial-page-notice';
import { SkipLink } from '../components/skip-link';
import { HeroSection } from '../sections/hero/hero-section';

/** The year in the footer: the build's, so prerendered and hydrated HTML agree. */
export const BUILD_YEAR = Number(__BUILD_DATE__.slice(0, 4));

/**
 * Everything after the hero, loaded as its own chunk so the first download holds only what the first screen
 * needs. The prerendered HTML contains these sections in full (the prerenderer waits for lazy parts); while the
 * chunk is on its way, hydration keeps that HTML as it is, then hydrates it in place: no fallback, no shift.
 */
export const HomeBelowTheFold = lazyWithPreload(
  async () => (await import('./home-below-the-fold')).HomeBelowTheFold,
);

/**
 * Before a navigation shows this page (src/app/routes.tsx): its sections after the hero, so that the page is whole
 * when shown and back/forward can restore a scroll position below the hero.
 */
export const preparePage = () => HomeBelowTheFold.preload();

// One element for every render: when the page re-renders (a stored language applied after hydration), React
// sees the same props and leaves a boundary that is still waiting for its chunk alone. New props would make it
// drop the server HTML and show the fallback instead. If the chunk never arrives (after its retries), the
// sections stay on screen as the prerendered copy, with a notice, rather than the error page replacing them.
const belowTheFold = (
  <PrerenderedFallbackBoundary id="below-the-fold" notice={<PartialPageNotice />}>
    <Suspense fallback={<div className="min-h-screen" />}>
      <HomeBelowTheFold />
    </Suspense>
  </PrerenderedFallbackBoundary>
);

/** "/": only composes the sections, in the specification's order. */
export function HomePage() {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1}>
        <HeroSection />
        {belowTheFold}
      </main>
      <Footer year={BUILD_YEAR} />
      <MobileCallBar />
    </>
  );
}
