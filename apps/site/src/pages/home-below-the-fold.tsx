import { AboutSection } from '../sections/about/about-section';
import { ContactSection } from '../sections/contact/contact-section';
import { FaqSection } from '../sections/faq/faq-section';
import { FeaturesSection } from '../sections/features/features-section';
import { FinalCtaSection } from '../sections/final-cta/final-cta-section';
import { FitSection } from '../sections/fit/fit-section';
import { FoundingSection } from '../sections/founding/founding-section';
import { HowItWorksSection } from '../sections/how-it-works/how-it-works-section';
import { NumbersSection } from '../sections/numbers/numbers-section';
import { OnboardingSection } from '../sections/onboarding/onboarding-section';
import { PricingSection } from '../sections/pricing/pricing-section';
import { SafetySection } from '../sections/safety/safety-section';

/** The sections of "/" after the hero, in the specification's order (a chunk of its own, see home-page). */
export function HomeBelowTheFold() {
  return (
    <>
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
    </>
  );
}
