import { Link } from 'react-router';
import { SITE_NAME } from '../../../lib/site';
import { ContentShell, Section } from '../components/content-shell';

export function AboutPage() {
  return (
    <ContentShell
      path="/pages/about-us"
      intro={`${SITE_NAME} builds car audio for people who want real bass without paying boutique prices.`}
    >
      <Section title="What we make">
        <p>
          Subwoofers from 8 to 15 inches, ported and sealed enclosures (empty, loaded and built for specific
          vehicles), monoblock and multi-channel amplifiers, speakers, marine audio, and the wiring, fusing
          and power gear it takes to install them properly.
        </p>
      </Section>
      <Section title="How we work">
        <ul>
          <li>
            Every product is rated honestly: RMS power is the number we design around, peak is listed for
            reference.
          </li>
          <li>We ship from our own warehouses, so stock shown on a product page is stock we have.</li>
          <li>
            Our support team answers every day from 09:00 to 17:30 (Eastern), by people who install this gear.
          </li>
        </ul>
      </Section>
      <Section title="Where to start">
        <p>
          New to car audio? Size your box with the{' '}
          <Link to="/box-design-calculator">box design calculator</Link>, plan your wiring with the{' '}
          <Link to="/subwoofer-wiring-diagrams">subwoofer wiring diagrams</Link>, or{' '}
          <Link to="/pages/contact-us">ask us</Link>.
        </p>
      </Section>
    </ContentShell>
  );
}
