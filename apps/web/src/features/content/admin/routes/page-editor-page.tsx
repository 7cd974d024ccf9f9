import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import {
  PAGE_BODY_MAX,
  PAGE_SEO_DESCRIPTION_MAX,
  PAGE_SEO_TITLE_MAX,
  PAGE_SLUG_MAX,
  PAGE_TITLE_MAX,
  pageSlugProblem,
  type AdminPage as AdminPageData,
} from '@shop/domain';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import {
  AdminPage,
  AdminPanel,
  adminErrorMessage,
  LoadError,
  Notice,
  primaryButtonCls,
  textLinkCls,
} from '../../../admin/components/admin-ui';
import { DeleteWithConfirm } from '../../../admin/components/delete-with-confirm';
import { CheckboxField, InputField, TextAreaField } from '../../../admin/components/product-fields';
import {
  adminPageQueryOptions,
  useAdminPage,
  useCreatePage,
  useDeletePage,
  useUpdatePage,
} from '../api/pages';
import { PagePreview } from '../components/page-preview';

const NEW = 'new';

/** /admin/pages/new and /admin/pages/:slug: prefetch the page for an administrator. */
export const pageEditorLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, async () => {
      if (params.slug && params.slug !== NEW)
        await queryClient.prefetchQuery(adminPageQueryOptions(params.slug));
    });

/** An address made from a title: lowercase words joined by dashes ("Shipping & Returns" -> shipping-returns). */
export const slugFromTitle = (title: string): string =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PAGE_SLUG_MAX)
    .replace(/-+$/, '');

type Draft = {
  title: string;
  slug: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
  published: boolean;
};

const draftOf = (page: AdminPageData | null): Draft =>
  page
    ? {
        title: page.title,
        slug: page.slug,
        body: page.body,
        seoTitle: page.seoTitle,
        seoDescription: page.seoDescription,
        published: page.published,
      }
    : { title: '', slug: '', body: '', seoTitle: '', seoDescription: '', published: false };

/**
 * A content page's editor (decision 081): its title, address (a new page's only), Markdown text, SEO title and
 * description and whether it is published, with a live preview rendered by the server. A page the merchant
 * added can be deleted; a built-in one only unpublished.
 */
function PageEditor({ page }: { page: AdminPageData | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, setDraft] = useState(() => draftOf(page));
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<{ title?: string; slug?: string }>({});
  const [message, setMessage] = useState((location.state as { saved?: string } | null)?.saved ?? '');
  const create = useCreatePage();
  const update = useUpdatePage(page?.slug ?? '');
  const remove = useDeletePage(page?.slug ?? '');
  const saving = create.isPending || update.isPending;
  const failed = page ? update.error : create.error;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setMessage('');
    setDraft((d) => ({
      ...d,
      [key]: value,
      ...(key === 'title' && !page && !slugTouched ? { slug: slugFromTitle(String(value)) } : {}),
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(draft.title.trim() ? {} : { title: 'Enter a title.' }),
      ...(page ? {} : { slug: pageSlugProblem(draft.slug) ?? undefined }),
    };
    const problems = Object.fromEntries(Object.entries(found).filter(([, v]) => v));
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const fields = {
      title: draft.title,
      body: draft.body,
      seoTitle: draft.seoTitle,
      seoDescription: draft.seoDescription,
      published: draft.published,
    };
    if (page) {
      await update.mutateAsync(fields).then(
        () => setMessage(draft.published ? 'Saved and published.' : 'Saved as a draft.'),
        () => undefined,
      );
      return;
    }
    await create.mutateAsync({ ...fields, slug: draft.slug }).then(
      (created) =>
        navigate(`/admin/pages/${created.slug}`, { replace: true, state: { saved: 'Page created.' } }),
      () => undefined,
    );
  };

  return (
    <AdminPage
      title={page ? `Edit ${page.title}` : 'New page'}
      intro="Write in Markdown: ## for a heading, - for a list, **bold**, [a link](/pages/contact-us). HTML is shown as text."
    >
      <p>
        <Link to="/admin/pages" className={textLinkCls}>
          All pages
        </Link>
      </p>
      <div role="status" className="empty:hidden">
        {message && <Notice tone="success">{message}</Notice>}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel id="page-form" title="Page">
          <form noValidate onSubmit={(e) => void submit(e)} aria-label="Page" className="grid gap-4">
            <InputField
              label="Title"
              value={draft.title}
              maxLength={PAGE_TITLE_MAX}
              onChange={(e) => set('title', e.target.value)}
              error={errors.title}
            />
            {page ? (
              <p className="text-sm text-neutral-700">
                Address:{' '}
                {page.published ? (
                  <a href={page.path} target="_blank" rel="noreferrer" className={textLinkCls}>
                    {page.path}
                  </a>
                ) : (
                  page.path
                )}
              </p>
            ) : (
              <InputField
                label="Address"
                value={draft.slug}
                maxLength={PAGE_SLUG_MAX}
                onChange={(e) => {
                  setSlugTouched(true);
                  set('slug', e.target.value);
                }}
                hint={`Shoppers find the page at /pages/${draft.slug || 'your-address'}. Lowercase letters, digits and dashes.`}
                error={errors.slug}
              />
            )}
            <TextAreaField
              label="Text (Markdown)"
              rows={16}
              value={draft.body}
              maxLength={PAGE_BODY_MAX}
              counter
              inputClassName="font-mono"
              onChange={(e) => set('body', e.target.value)}
            />
            <InputField
              label="SEO title"
              optional
              value={draft.seoTitle}
              maxLength={PAGE_SEO_TITLE_MAX}
              hint="The title in search results and the browser tab; the page's title when empty."
              onChange={(e) => set('seoTitle', e.target.value)}
            />
            <TextAreaField
              label="SEO description"
              optional
              rows={3}
              value={draft.seoDescription}
              maxLength={PAGE_SEO_DESCRIPTION_MAX}
              counter
              hint="The summary search engines show under the title."
              onChange={(e) => set('seoDescription', e.target.value)}
            />
            <CheckboxField
              label="Published"
              checked={draft.published}
              hint="A draft is not shown to shoppers, nor listed in the sitemap."
              onChange={(e) => set('published', e.target.checked)}
            />
            {failed && (
              <Notice tone="error" role="alert">
                {adminErrorMessage(failed, 'The page was not saved.')}
              </Notice>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" className={primaryButtonCls} disabled={saving}>
                {saving ? 'Saving…' : page ? 'Save page' : 'Create page'}
              </button>
              {page && !page.builtIn && (
                <DeleteWithConfirm
                  label="Delete page"
                  title={`Delete ${page.title}?`}
                  pending={remove.isPending}
                  error={remove.error ? adminErrorMessage(remove.error, 'The page was not deleted.') : null}
                  onOpen={() => remove.reset()}
                  onConfirm={() =>
                    remove.mutate(undefined, {
                      onSuccess: () => void navigate('/admin/pages', { replace: true }),
                    })
                  }
                >
                  {page.path} stops working at once. This cannot be undone.
                </DeleteWithConfirm>
              )}
            </div>
          </form>
        </AdminPanel>
        <PagePreview title={draft.title} body={draft.body} />
      </div>
    </AdminPage>
  );
}

export function PageEditorPage() {
  const { slug = NEW } = useParams();
  const isNew = slug === NEW;
  const query = useAdminPage(isNew ? null : slug);
  if (isNew) return <PageEditor key={NEW} page={null} />;
  if (query.isPending) return <p className="p-6 text-sm text-neutral-600">Loading the page…</p>;
  if (query.isError)
    return (
      <AdminPage title="Page">
        <LoadError error={query.error} what="the page" onRetry={() => void query.refetch()} />
      </AdminPage>
    );
  return <PageEditor key={slug} page={query.data} />;
}
