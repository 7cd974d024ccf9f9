import type { QueryClient } from '@tanstack/react-query';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { AdminPage, AdminPanel, LoadError } from '../../../admin/components/admin-ui';
import { adminHomeQueryOptions, useAdminHome } from '../api/admin-home';
import { AnnouncementForm } from '../components/announcement-form';
import { FooterEditor } from '../components/footer-editor';
import { SlidesEditor } from '../components/slides-editor';
import { TilesEditor } from '../components/tiles-editor';

/** /admin/home: prefetches the home for an administrator. */
export const homeAdminLoader = (queryClient: QueryClient) => () =>
  prefetchForAdministrator(queryClient, () => queryClient.prefetchQuery(adminHomeQueryOptions()));

/**
 * The home page and footer the merchant edits (decision 082): the hero's slides (scheduled in New York time),
 * the category tiles, the announcement bar and the footer's link groups, each saved whole, audited and shown
 * on every node at once.
 */
export function HomeAdminPage() {
  const { data, isPending, isError, error, refetch } = useAdminHome();
  return (
    <AdminPage
      title="Home page"
      intro="The home's hero slides and category tiles, the bar above every page and the footer's links. Each part is saved on its own and shown to shoppers at once."
    >
      {isPending ? (
        <p className="text-sm text-neutral-600">Loading the home page…</p>
      ) : isError ? (
        <LoadError error={error} what="the home page" onRetry={() => void refetch()} />
      ) : (
        <>
          <AdminPanel
            id="home-slides"
            title="Hero slides"
            description="Shown in this order while scheduled; the first is the page's largest picture."
          >
            <SlidesEditor slides={data.slides} />
          </AdminPanel>
          <AdminPanel id="home-tiles" title="Category tiles">
            <TilesEditor tiles={data.tiles} />
          </AdminPanel>
          <AdminPanel id="home-announcement" title="Announcement bar">
            <AnnouncementForm announcement={data.announcement} />
          </AdminPanel>
          <AdminPanel id="home-footer" title="Footer links">
            <FooterEditor groups={data.footer} isDefault={data.footerIsDefault} />
          </AdminPanel>
        </>
      )}
    </AdminPage>
  );
}
