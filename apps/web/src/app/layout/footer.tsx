import { SHOP_SETTINGS, SITE, SITE_NAME } from '../../lib/site';
import { FooterContact } from './footer-contact';
import { Logo } from './logo';
import { PaymentBadge } from './payment-badges';
import { FooterLinks } from '../../features/home/components/footer-links';
import { PAYMENT_METHODS } from './site-links';
import { ThemeToggle } from './theme-toggle';

export function Footer() {
  return (
    <footer className="mt-16 bg-zinc-950 text-zinc-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div>
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-zinc-400">
            Subwoofers, enclosures, amplifiers and everything it takes to install them.
          </p>
          <FooterContact site={SITE} social={SHOP_SETTINGS?.identity.social_links ?? []} />
        </div>
        <FooterLinks />
      </div>
      <div className="border-t border-zinc-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-6 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div className="flex flex-wrap items-center gap-4">
            <p className="text-xs text-zinc-400">© {SITE_NAME}. All rights reserved.</p>
            <ThemeToggle />
          </div>
          <div>
            <h2 className="sr-only">Payment methods</h2>
            <ul className="flex flex-wrap gap-1.5" aria-label="Accepted payment methods">
              {PAYMENT_METHODS.map((m) => (
                <PaymentBadge key={m} method={m} />
              ))}
              <PaymentBadge method="Affirm" />
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
