import type { ReactNode } from 'react';
import { CONTENT_PAGES, contentSeo, type ContentPath } from '@shop/domain';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { seoContext, useSeo } from '../../../lib/seo';

type Props = {
  /** The page's path: its title, description, canonical and JSON-LD come from the domain's CONTENT_PAGES. */
  path: ContentPath;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
};

/** A content page: breadcrumbs, heading, readable text, and its title, description, canonical and JSON-LD. */
export function ContentShell({ path, ...frame }: Props) {
  const { title } = CONTENT_PAGES[path];
  useSeo(contentSeo(path, seoContext()));
  return <ContentFrame title={title} {...frame} />;
}

/** A content page's frame: breadcrumbs, its heading, an intro and readable text. */
export function ContentFrame({
  title,
  intro,
  wide = false,
  children,
}: Omit<Props, 'path'> & { title: string }) {
  return (
    <div className={`mx-auto px-4 py-6 sm:px-6 lg:px-8 ${wide ? 'max-w-7xl' : 'max-w-4xl'}`}>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: title }]} />
      <h1 className="mt-6 text-3xl font-black uppercase tracking-tight text-neutral-950 sm:text-4xl">
        {title}
      </h1>
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
