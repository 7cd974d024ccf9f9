import { Link } from 'react-router';
import { SUPPORT_HOURS } from '@shop/domain';
import { SITE_NAME } from '../../lib/site';
import { Logo } from './logo';
import { FOOTER_LINK_GROUPS, PAYMENT_METHODS } from './site-links';

export function Footer() {
  return (
    <footer className="mt-16 bg-neutral-950 text-neutral-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div>
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-neutral-400">
            Subwoofers, enclosures, amplifiers and everything it takes to install them.
          </p>
          <p className="mt-4 text-sm text-neutral-400">
            Support: every day, {SUPPORT_HOURS.opens} to {SUPPORT_HOURS.closes} ET
          </p>
        </div>
        {FOOTER_LINK_GROUPS.map((g) => (
          <nav key={g.title} aria-label={g.title}>
            <h2 className="text-sm font-black uppercase tracking-wider text-white">{g.title}</h2>
            <ul className="mt-4 space-y-2">
              {g.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-sm hover:text-white hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-neutral-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p className="text-xs text-neutral-400">
            © {SITE_NAME}. All rights reserved.
          </p>
          <div>
            <h2 className="sr-only">Payment methods</h2>
            <ul className="flex flex-wrap gap-1.5" aria-label="Accepted payment methods">
              {PAYMENT_METHODS.map((m) => (
                <li key={m} className="rounded border border-neutral-700 bg-neutral-900 px-2 py-1 text-[11px] font-semibold text-neutral-200">
                  {m}
                </li>
              ))}
              <li className="rounded border border-sky-800 bg-sky-950 px-2 py-1 text-[11px] font-semibold text-sky-200">
                Affirm financing
              </li>
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
