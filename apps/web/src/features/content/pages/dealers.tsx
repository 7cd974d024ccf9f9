import { Link } from 'react-router';
import { flatShippingRate, formatMoney, freeShippingAmount } from '@shop/domain';
import { SHIPPING_RULES, SITE_NAME, SUPPORT_EMAIL } from '../../../lib/site';
import { ContentShell, Section } from '../components/content-shell';
import { DealerApplication } from '../components/dealer-application';
import { DEALERS_BY_STATE } from '../lib/dealers';

export function BecomeDealerPage() {
  return (
    <ContentShell
      path="/pages/become-a-dealer"
      intro={`Install shops and retailers can sell ${SITE_NAME} with dealer pricing.`}
    >
      <Section title="What dealers get">
        <ul>
          <li>Dealer pricing on the whole catalogue, shown as soon as you sign in.</li>
          <li>Dealer Quick Order: order by SKU in one screen, with warehouse stock counts.</li>
          <li>
            Free shipping on dealer orders of {freeShippingAmount(true, SHIPPING_RULES)} or more (a flat{' '}
            {formatMoney(flatShippingRate(true, SHIPPING_RULES))} below that).
          </li>
          <li>
            A listing in our <Link to="/pages/dealer-locator">dealer locator</Link>.
          </li>
        </ul>
      </Section>
      <Section title="How to apply">
        <p>
          Tell us about your shop below. We answer by email within one business day; once approved, your
          account sees dealer prices at once. Questions? Email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
        <DealerApplication />
      </Section>
    </ContentShell>
  );
}

export function DealerLocatorPage() {
  return (
    <ContentShell
      wide
      path="/pages/dealer-locator"
      intro="Find an authorized dealer to hear our gear and get it installed."
    >
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {DEALERS_BY_STATE.map((s) => (
          <section
            key={s.state}
            aria-labelledby={`state-${s.code}`}
            className="rounded-2xl bg-white p-5 ring-1 ring-neutral-200"
          >
            <h2 id={`state-${s.code}`} className="text-lg font-black text-neutral-950">
              {s.state}
            </h2>
            <ul className="mt-3 space-y-3 list-none! pl-0!">
              {s.dealers.map((d) => (
                <li key={d.name}>
                  <p className="font-bold text-neutral-900">{d.name}</p>
                  <p className="text-sm text-neutral-600">{d.city}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="mt-8 text-neutral-700">
        No dealer near you? <Link to="/pages/contact-us">Contact us</Link>: we ship everywhere in the US, and
        we can point you to an installer.
      </p>
    </ContentShell>
  );
}
