import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { markdownPageSeo, type ContentPageResponse } from '@shop/domain';
import { seoContext, useSeo } from '../../../lib/seo';
import { ContentFrame } from './content-shell';

/** A link the app can follow itself: the shop's own path, a plain click, no new tab. */
function appPathOf(event: MouseEvent<HTMLElement>): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return null;
  const link = (event.target as HTMLElement).closest('a');
  const href = link?.getAttribute('href');
  if (!link || !href || link.target || !href.startsWith('/') || href.startsWith('//')) return null;
  return href;
}

/**
 * A merchant's Markdown page (decision 081): its HTML as the server rendered and sanitized it (the shopper's
 * bundle holds no Markdown code), its head from its SEO fields. Links to the shop's own pages stay in the app.
 */
export function MarkdownPage({ page, children }: { page: ContentPageResponse; children?: ReactNode }) {
  const navigate = useNavigate();
  useSeo(markdownPageSeo(page, seoContext()));
  const follow = (event: MouseEvent<HTMLElement>) => {
    const path = appPathOf(event);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    <ContentFrame title={page.title}>
      {/* Sanitized on the server (apps/api content.markdown.ts): an allow-list of tags, no scripts or handlers. */}
      <div className="prose-markdown" onClick={follow} dangerouslySetInnerHTML={{ __html: page.html }} />
      {children}
    </ContentFrame>
  );
}
