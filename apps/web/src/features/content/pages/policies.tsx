import { Link } from 'react-router';
import { RETURN_WINDOW_DAYS } from '@shop/domain';
import { SUPPORT_EMAIL } from '../../../lib/site';
import { ContentShell, Section } from '../components/content-shell';

export function PrivacyPolicyPage() {
  return (
    <ContentShell path="/pages/privacy-policy">
      <Section title="What we collect">
        <ul>
          <li>
            What you give us: your name, email, phone, shipping and billing addresses when you order or create
            an account.
          </li>
          <li>Your cart and orders, so we can ship, support and warranty what you bought.</li>
          <li>
            Basic visit data on our own servers (pages viewed, referrer, a visitor cookie), to understand what
            shoppers look for.
          </li>
        </ul>
      </Section>
      <Section title="What we do not do">
        <p>
          We do not sell your personal information. Card numbers are handled by our payment processor; we only
          keep the last four digits to show saved cards.
        </p>
      </Section>
      <Section title="Marketing">
        <p>
          We send marketing email or text messages only if you opt in, and every message has a way to
          unsubscribe. Opting out does not affect order emails.
        </p>
      </Section>
      <Section title="Cookies">
        <p>
          We use first-party cookies to keep your cart, your session and a visitor id. You can clear them in
          your browser at any time; your cart will be emptied.
        </p>
      </Section>
      <Section title="Your choices">
        <p>
          To see, correct or delete the information we hold about you, email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </Section>
    </ContentShell>
  );
}

export function TermsPage() {
  return (
    <ContentShell path="/pages/terms-and-conditions">
      <Section title="Orders and prices">
        <p>
          Prices are in US dollars. We confirm an order by email; we may cancel an order placed at an
          obviously wrong price and refund it in full.
        </p>
      </Section>
      <Section title="Shipping">
        <p>
          Orders over $25 ship free to addresses in the contiguous United States; smaller orders ship for a
          flat $4.82. In-stock items usually leave our warehouse within one business day.
        </p>
      </Section>
      <Section title="Pre-orders">
        <p>
          Pre-order items show an estimated arrival date. You can cancel a pre-order for a full refund any
          time before it ships.
        </p>
      </Section>
      <Section title="Safe use">
        <p>
          High-power audio can damage hearing and vehicle electrical systems. Use correctly sized wire and
          fuses, and follow the installation guide that comes with each product.
        </p>
      </Section>
      <Section title="Returns and warranty">
        <p>
          See the <Link to="/pages/return-policy">return policy</Link> and the{' '}
          <Link to="/pages/warranty-policy">warranty policy</Link>.
        </p>
      </Section>
    </ContentShell>
  );
}

export function ReturnPolicyPage() {
  return (
    <ContentShell path="/pages/return-policy">
      <Section title={`${RETURN_WINDOW_DAYS}-day returns`}>
        <p>
          Return new, unused products in their original packaging within {RETURN_WINDOW_DAYS} days of delivery
          for a refund to your original payment method.
        </p>
      </Section>
      <Section title="How to return">
        <ol>
          <li>
            Go to <Link to="/returns">View Returns</Link> (or <Link to="/pages/contact-us">contact us</Link>{' '}
            if you checked out as a guest).
          </li>
          <li>Pack the item securely in its original box with all accessories.</li>
          <li>
            Ship it with the return label we send you. Refunds go out within 5 business days of the return
            arriving.
          </li>
        </ol>
      </Section>
      <Section title="What can't be returned">
        <ul>
          <li>
            Products that have been installed, modified or damaged by misuse (these may be covered by the
            warranty instead).
          </li>
          <li>Wire cut from a spool.</li>
        </ul>
      </Section>
      <Section title="Damaged in shipping?">
        <p>
          Tell us within 5 days of delivery with a photo of the box and the product; we'll send a replacement
          at no cost.
        </p>
      </Section>
    </ContentShell>
  );
}

export function WarrantyPolicyPage() {
  return (
    <ContentShell path="/pages/warranty-policy">
      <Section title="Coverage">
        <p>
          Products bought from us or an authorized dealer are covered against defects in materials and
          workmanship for one year from purchase.
        </p>
      </Section>
      <Section title="Not covered">
        <ul>
          <li>
            Thermal or mechanical damage from overpowering, clipping or an incorrect box (burnt or separated
            voice coils, torn cones).
          </li>
          <li>
            Physical damage, water damage on non-marine products, or products with a removed serial number.
          </li>
        </ul>
      </Section>
      <Section title="Making a claim">
        <p>
          <Link to="/pages/contact-us?screen=contact-form">Contact us</Link> with your order number, a
          description of the problem and photos. We'll confirm coverage and send shipping instructions;
          repaired or replaced products ship back free.
        </p>
      </Section>
    </ContentShell>
  );
}
