import { GearSection } from './gear-section';
import { KnowledgeSection } from './knowledge-section';
import { NewsletterSection } from './newsletter-section';
import { PremiumSection } from './premium-section';
import { TrackerSection } from './tracker-section';

export { LandingFooter } from './landing-footer';

/** Everything under the hero, in the documented order. Loaded as its own chunk (landing-page.tsx). */
export function BelowTheFold() {
  return (
    <>
      <KnowledgeSection />
      <TrackerSection />
      <GearSection />
      <PremiumSection />
      <NewsletterSection />
    </>
  );
}
