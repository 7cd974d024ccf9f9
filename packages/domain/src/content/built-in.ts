/**
 * The content pages every shop starts with (decision 081): the spec's /pages/{handle} texts as Markdown, the
 * merchant's to edit in the back office. A built-in page the store holds no row for is served from here (a
 * production start without the demo seed still has its About, FAQ and policies); the demo seed stores these
 * same texts. Built-in pages can be edited and unpublished, never deleted.
 */
import { RETURN_WINDOW_DAYS } from '../account/returns.js';
import { SUPPORT_HOURS } from '../shared/constants.js';
import type { SiteInfo } from '../seo/page-head.js';

export type BuiltInPage = {
  slug: string;
  title: string;
  /** The meta description; the SEO title is the page's title unless the merchant sets one. */
  seoDescription: (site: SiteInfo) => string;
  body: (site: SiteInfo) => string;
};

const lines = (...text: string[]) => `${text.join('\n')}\n`;

const about: BuiltInPage = {
  slug: 'about-us',
  title: 'About Us',
  seoDescription: (s) =>
    `${s.name} designs subwoofers, enclosures, amplifiers and wiring for people who take bass seriously.`,
  body: (s) =>
    lines(
      `${s.name} builds car audio for people who want real bass without paying boutique prices.`,
      '',
      '## What we make',
      '',
      'Subwoofers from 8 to 15 inches, ported and sealed enclosures (empty, loaded and built for specific vehicles), monoblock and multi-channel amplifiers, speakers, marine audio, and the wiring, fusing and power gear it takes to install them properly.',
      '',
      '## How we work',
      '',
      '- Every product is rated honestly: RMS power is the number we design around, peak is listed for reference.',
      '- We ship from our own warehouses, so stock shown on a product page is stock we have.',
      `- Our support team answers every day from ${SUPPORT_HOURS.opens} to ${SUPPORT_HOURS.closes} (Eastern), by people who install this gear.`,
      '',
      '## Where to start',
      '',
      'New to car audio? Size your box with the [box design calculator](/box-design-calculator), plan your wiring with the [subwoofer wiring diagrams](/subwoofer-wiring-diagrams), or [ask us](/pages/contact-us).',
    ),
};

const contact: BuiltInPage = {
  slug: 'contact-us',
  title: 'Contact Us',
  seoDescription: () =>
    `Questions about an order, a product or an install? Our support team answers every day from ${SUPPORT_HOURS.opens} to ${SUPPORT_HOURS.closes}.`,
  body: (s) =>
    lines(
      'Questions about an order, a product or an install? Real people who know car audio answer every day.',
      '',
      '## Support hours',
      '',
      `Every day, ${SUPPORT_HOURS.opens} to ${SUPPORT_HOURS.closes} (Eastern time). We reply to email within one business day.`,
      '',
      '## Reach us',
      '',
      `- Email: [${s.supportEmail}](mailto:${s.supportEmail})`,
      ...(s.supportPhone
        ? [`- Phone: [${s.supportPhone}](tel:${s.supportPhone.replace(/[^\d+]/g, '')})`]
        : []),
      '- Order questions: have your order number ready; you can also check status in [Order History](/account/orders).',
      '- Returns: read the [return policy](/pages/return-policy), then start a return from [View Returns](/returns).',
    ),
};

const privacy: BuiltInPage = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  seoDescription: (s) => `How ${s.name} collects, uses and protects your information.`,
  body: (s) =>
    lines(
      '## What we collect',
      '',
      '- What you give us: your name, email, phone, shipping and billing addresses when you order or create an account.',
      '- Your cart and orders, so we can ship, support and warranty what you bought.',
      '- Basic visit data on our own servers (pages viewed, referrer, a visitor cookie), to understand what shoppers look for.',
      '',
      '## What we do not do',
      '',
      'We do not sell your personal information. Card numbers are handled by our payment processor; we only keep the last four digits to show saved cards.',
      '',
      '## Marketing',
      '',
      'We send marketing email or text messages only if you opt in, and every message has a way to unsubscribe. Opting out does not affect order emails.',
      '',
      '## Cookies',
      '',
      'We use first-party cookies to keep your cart, your session and a visitor id. You can clear them in your browser at any time; your cart will be emptied.',
      '',
      '## Your choices',
      '',
      `To see, correct or delete the information we hold about you, email [${s.supportEmail}](mailto:${s.supportEmail}).`,
    ),
};

const terms: BuiltInPage = {
  slug: 'terms-and-conditions',
  title: 'Terms and Conditions',
  seoDescription: (s) => `The terms that apply when you shop at ${s.name}.`,
  body: () =>
    lines(
      '## Orders and prices',
      '',
      'Prices are in US dollars. We confirm an order by email; we may cancel an order placed at an obviously wrong price and refund it in full.',
      '',
      '## Shipping',
      '',
      'Orders over $25 ship free to addresses in the contiguous United States; smaller orders ship for a flat $4.82. In-stock items usually leave our warehouse within one business day.',
      '',
      '## Pre-orders',
      '',
      'Pre-order items show an estimated arrival date. You can cancel a pre-order for a full refund any time before it ships.',
      '',
      '## Safe use',
      '',
      'High-power audio can damage hearing and vehicle electrical systems. Use correctly sized wire and fuses, and follow the installation guide that comes with each product.',
      '',
      '## Returns and warranty',
      '',
      'See the [return policy](/pages/return-policy) and the [warranty policy](/pages/warranty-policy).',
    ),
};

const returns: BuiltInPage = {
  slug: 'return-policy',
  title: 'Return Policy',
  seoDescription: () => `Return unused products within ${RETURN_WINDOW_DAYS} days of delivery for a refund.`,
  body: () =>
    lines(
      `## ${RETURN_WINDOW_DAYS}-day returns`,
      '',
      `Return new, unused products in their original packaging within ${RETURN_WINDOW_DAYS} days of delivery for a refund to your original payment method.`,
      '',
      '## How to return',
      '',
      '1. Go to [View Returns](/returns) (or [contact us](/pages/contact-us) if you checked out as a guest).',
      '2. Pack the item securely in its original box with all accessories.',
      '3. Ship it with the return label we send you. Refunds go out within 5 business days of the return arriving.',
      '',
      "## What can't be returned",
      '',
      '- Products that have been installed, modified or damaged by misuse (these may be covered by the warranty instead).',
      '- Wire cut from a spool.',
      '',
      '## Damaged in shipping?',
      '',
      "Tell us within 5 days of delivery with a photo of the box and the product; we'll send a replacement at no cost.",
    ),
};

const faq: BuiltInPage = {
  slug: 'frequently-asked-questions',
  title: 'Frequently Asked Questions',
  seoDescription: () =>
    'Answers about shipping, box sizes, wiring, amp kits, pre-orders, returns and financing.',
  body: () =>
    lines(
      '## How long does shipping take?',
      '',
      'In-stock orders usually leave our warehouse within one business day and arrive in 2 to 5 business days. Orders over $25 ship free.',
      '',
      '## What size box does my subwoofer need?',
      '',
      "Each subwoofer's page lists the recommended sealed and ported volumes. Use the [box design calculator](/box-design-calculator) to check a box's net volume.",
      '',
      '## How do I wire dual voice coil subwoofers?',
      '',
      "It depends on your amplifier's stable load. The [subwoofer wiring diagrams](/subwoofer-wiring-diagrams) show every combination for 1 to 4 subwoofers.",
      '',
      '## What gauge amp kit do I need?',
      '',
      'As a rule: 8 gauge up to about 500 W RMS, 4 gauge up to about 1,500 W RMS, 1/0 gauge above that or for long runs.',
      '',
      '## Can I pre-order an out-of-stock product?',
      '',
      'Yes, when a product shows "Available for Pre-order". The estimated arrival date is on its page, and you can cancel before it ships.',
      '',
      '## How do I return something?',
      '',
      `Read the [return policy](/pages/return-policy): unused items can be returned within ${RETURN_WINDOW_DAYS} days of delivery.`,
      '',
      '## Do you offer financing?',
      '',
      'Yes, through Affirm at checkout. See [financing](/pages/financing).',
    ),
};

const warranty: BuiltInPage = {
  slug: 'warranty-policy',
  title: 'Warranty Policy',
  seoDescription: () => 'What our warranty covers and how to make a claim.',
  body: () =>
    lines(
      '## Coverage',
      '',
      'Products bought from us or an authorized dealer are covered against defects in materials and workmanship for one year from purchase.',
      '',
      '## Not covered',
      '',
      '- Thermal or mechanical damage from overpowering, clipping or an incorrect box (burnt or separated voice coils, torn cones).',
      '- Physical damage, water damage on non-marine products, or products with a removed serial number.',
      '',
      '## Making a claim',
      '',
      "[Contact us](/pages/contact-us?screen=contact-form) with your order number, a description of the problem and photos. We'll confirm coverage and send shipping instructions; repaired or replaced products ship back free.",
    ),
};

const financing: BuiltInPage = {
  slug: 'financing',
  title: 'Financing',
  seoDescription: () =>
    'Pay over time with Affirm: choose Affirm at checkout, see your rate and pick a plan.',
  body: () =>
    lines(
      'Build the system you want now and pay over time with Affirm.',
      '',
      '## How it works',
      '',
      '1. Add your gear to the cart and choose Affirm as the payment method at checkout.',
      '2. Answer a few questions; Affirm shows your rate and monthly plans in seconds. Checking does not affect your credit score.',
      '3. Pick a plan and confirm. Your order ships as usual.',
      '',
      '## Good to know',
      '',
      '- You always see the total interest before you commit; there are no hidden fees.',
      '- Rates depend on your credit and are set by Affirm, not by us.',
      '- Returns of financed orders are refunded to your Affirm loan.',
    ),
};

/** The built-in Markdown pages, in the back office's order. */
export const BUILT_IN_PAGES: readonly BuiltInPage[] = [
  about,
  contact,
  faq,
  returns,
  warranty,
  privacy,
  terms,
  financing,
];

export const builtInPage = (slug: string): BuiltInPage | undefined =>
  BUILT_IN_PAGES.find((p) => p.slug === slug);

export const isBuiltInSlug = (slug: string): boolean => builtInPage(slug) !== undefined;
