import type { ComponentType } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { AboutPage } from '../pages/about';
import { ContactPage } from '../pages/contact';
import { BecomeDealerPage, DealerLocatorPage } from '../pages/dealers';
import { FaqPage } from '../pages/faq';
import { FinancingPage, JobsPage, ReviewsPage } from '../pages/misc';
import { PrivacyPolicyPage, ReturnPolicyPage, TermsPage, WarrantyPolicyPage } from '../pages/policies';

/** The /pages/{handle} content pages of the spec's route list; any other handle is a 404. */
export const CONTENT_PAGES: Record<string, ComponentType> = {
  'about-us': AboutPage,
  'contact-us': ContactPage,
  'privacy-policy': PrivacyPolicyPage,
  'terms-and-conditions': TermsPage,
  'become-a-dealer': BecomeDealerPage,
  'dealer-locator': DealerLocatorPage,
  'return-policy': ReturnPolicyPage,
  'frequently-asked-questions': FaqPage,
  'warranty-policy': WarrantyPolicyPage,
  financing: FinancingPage,
  reviews: ReviewsPage,
};

export function contentLoader({ params }: LoaderFunctionArgs) {
  if (!params.page || !Object.hasOwn(CONTENT_PAGES, params.page))
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  return null;
}

export function ContentPage() {
  const { page = '' } = useParams();
  const Page = CONTENT_PAGES[page];
  return Page ? <Page /> : null;
}

export { JobsPage };
