import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../../lib/site';
import { ContentShell, Section } from '../components/content-shell';
import { useHeldLinks } from '../components/shop-link';

export function JobsPage() {
  return (
    <ContentShell path="/jobs" intro="We hire people who love car audio.">
      <Section title="Teams we hire for">
        <ul>
          <li>
            Customer support: help shoppers pick and wire the right gear (install experience a big plus).
          </li>
          <li>Warehouse: pick, pack and ship orders the same day.</li>
          <li>Product and engineering: design and test the next subwoofers, enclosures and amplifiers.</li>
        </ul>
      </Section>
      <Section title="How to apply">
        <p>
          No openings are listed right now, but we read every application. Email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Job application')}`}>
            {SUPPORT_EMAIL}
          </a>{' '}
          with your resume and the team you'd like to join.
        </p>
      </Section>
    </ContentShell>
  );
}

// Where the reviews page starts a shopper off: only the collections the shop holds (decision 070).
const REVIEWED_COLLECTIONS = [
  { to: '/collections/car-subwoofers', label: 'Car subwoofers' },
  { to: '/collections/loaded-subwoofer-enclosures', label: 'Loaded enclosures' },
  { to: '/collections/car-amplifiers', label: 'Amplifiers' },
];

export function ReviewsPage() {
  const bestSellers = useHeldLinks(REVIEWED_COLLECTIONS);
  return (
    <ContentShell
      path="/pages/reviews"
      intro="Every review comes from a customer, and verified buyers are marked."
    >
      <Section title="Where to read reviews">
        <p>
          Reviews and customer photos live on each product's page, under Customer Reviews.
          {bestSellers.length > 0 && ' Start with our best sellers:'}
        </p>
        {bestSellers.length > 0 && (
          <ul>
            {bestSellers.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Write a review">
        <p>
          After your order arrives, open the product page and choose 'Write a review'. Photos of your install
          are very welcome.
        </p>
      </Section>
    </ContentShell>
  );
}
