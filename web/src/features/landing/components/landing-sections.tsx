import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { AboutSection } from './about-section';
import { LandingHero } from './landing-hero';
import { MeterCtaSection } from './meter-cta-section';
import { OfferSection } from './offer-section';
import { WhyChooseUsSection } from './why-choose-us-section';

/** The landing page's content, top to bottom: hero, About Us, What We Offer, Why Choose Us, second meter box. */
export function LandingSections() {
  useScrollToHashOnArrival();

  return (
    <>
      <LandingHero />
      <AboutSection />
      <OfferSection />
      <WhyChooseUsSection />
      <MeterCtaSection />
    </>
  );
}

// A visitor arriving from another page at /landing-page#about lands on that section once it exists.
function useScrollToHashOnArrival(): void {
  const { hash } = useLocation();

  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // Only on arrival: later clicks on the section links scroll by themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
