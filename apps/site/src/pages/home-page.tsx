import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { MobileCallBar } from '../components/mobile-call-bar';
import { SkipLink } from '../components/skip-link';
import { useDocumentMeta } from '../components/use-document-meta';
import { AboutSection } from '../sections/about/about-section';
import { ContactSection } from '../sections/contact/contact-section';
import { FaqSection } from '../sections/faq/faq-section';
import { FeaturesSection } from '../sections/features/features-section';
import { FinalCtaSection } from '../sections/final-cta/final-cta-section';
import { FitSection } from '../sections/fit/fit-section';
import { FoundingSection } from '../sections/founding/founding-section';
import { HeroSection } from '../sections/hero/hero-section';
import { HowItWorksSection } from '../sections/how-it-works/how-it-works-section';
import { NumbersSection } from '../sections/numbers/numbers-section';
import { OnboardingSection } from '../sections/onboarding/onboarding-section';
import { PricingSection } from '../sections/pricing/pricing-section';
import { SafetySection } from '../sections/safety/safety-section';

/** The year in the footer: the build's, so prerendered and hydrated HTML agree. */
export const BUILD_YEAR = Number(__BUILD_DATE__.slice(0, 4));

/** "/": only composes the sections, in the specification's order. */
export function HomePage() {
  useDocumentMeta('meta.title', 'meta.description');
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1}>
        <HeroSection />
        <HowItWorksSection />
        <FitSection />
        <FeaturesSection />
        <SafetySection />
        <OnboardingSection />
        <NumbersSection />
        <FoundingSection />
        <PricingSection />
        <AboutSection />
        <FinalCtaSection />
        <FaqSection />
        <ContactSection />
      </main>
      <Footer year={BUILD_YEAR} />
      <MobileCallBar />
    </>
  );
}
