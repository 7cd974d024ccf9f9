import type { ComponentType } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { isPageSlug } from '@shop/domain';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { contentPageQueryOptions } from '../api/get-content-page';
import { MarkdownPage } from '../components/markdown-page';
import { ContactFormSection } from '../pages/contact';
import { BecomeDealerPage, DealerLocatorPage } from '../pages/dealers';
import { JobsPage, ReviewsPage } from '../pages/misc';

/** The /pages/{handle} pages the app draws itself (a form, the dealer list); any other is a Markdown page. */
const APP_PAGES: Record<string, ComponentType> = {
  reviews: ReviewsPage,
  'become-a-dealer': BecomeDealerPage,
  'dealer-locator': DealerLocatorPage,
};

/** What a Markdown page shows below its text: the contact page's form. */
const AFTER_TEXT: Record<string, ComponentType> = { 'contact-us': ContactFormSection };

const notFound = () => new Response('Not Found', { status: 404, statusText: 'Not Found' });

export const contentLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const page = params.page ?? '';
    if (Object.hasOwn(APP_PAGES, page)) return null;
    if (!isPageSlug(page)) throw notFound();
    await queryClient.ensureQueryData(contentPageQueryOptions(page));
    return null;
  };

function StoredPage({ slug }: { slug: string }) {
  const { data } = useSuspenseQuery(contentPageQueryOptions(slug));
  const After = Object.hasOwn(AFTER_TEXT, slug) ? AFTER_TEXT[slug] : undefined;
  return <MarkdownPage page={data}>{After && <After />}</MarkdownPage>;
}

export function ContentPage() {
  const { page = '' } = useParams();
  const Page = Object.hasOwn(APP_PAGES, page) ? APP_PAGES[page] : undefined;
  return Page ? <Page /> : <StoredPage slug={page} />;
}

export { JobsPage };
