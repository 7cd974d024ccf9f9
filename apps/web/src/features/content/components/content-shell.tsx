import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../../../components/ui/breadcrumbs';
import { breadcrumbJsonLd, useSeo, type JsonLd } from '../../../lib/seo';

type Props = {
  title: string;
  description: string;
  canonical: string;
  intro?: ReactNode;
  jsonLd?: JsonLd[];
  wide?: boolean;
  children: ReactNode;
};

/** A content page: breadcrumbs, heading, readable text, and its title, description, canonical and JSON-LD. */
export function ContentShell({ title, description, canonical, intro, jsonLd = [], wide = false, children }: Props) {
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }, { label: title }];
  useSeo({ title, description, canonical, jsonLd: [breadcrumbJsonLd(crumbs), ...jsonLd] });
  return (
    <div className={`mx-auto px-4 py-6 sm:px-6 lg:px-8 ${wide ? 'max-w-7xl' : 'max-w-4xl'}`}>
      <Breadcrumbs items={crumbs} />
      <h1 className="mt-6 text-3xl font-black uppercase tracking-tight text-neutral-950 sm:text-4xl">{title}</h1>
      {intro && <div className="mt-3 text-lg leading-relaxed text-neutral-700">{intro}</div>}
      <div className="prose-shop mt-8">{children}</div>
    </div>
  );
}

/** A titled section of a content page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 first:mt-0">
      <h2 className="text-xl font-black tracking-tight text-neutral-950">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-neutral-700">{children}</div>
    </section>
  );
}
