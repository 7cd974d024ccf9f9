import { adminErrorMessage, AdminPanel, Notice } from '../../../admin/components/admin-ui';
import { usePagePreview } from '../api/pages';

/**
 * The page's text as shoppers will see it: the server renders and sanitizes the Markdown (the same code as the
 * storefront's pages), once the text has rested for a moment.
 */
export function PagePreview({ title, body }: { title: string; body: string }) {
  const preview = usePagePreview(body);
  const busy = preview.waiting || preview.isFetching;
  return (
    <AdminPanel id="page-preview" title="Preview">
      <p role="status" className="mb-3 text-xs text-neutral-600">
        {busy ? 'Updating the preview…' : 'Up to date'}
      </p>
      {preview.isError && (
        <Notice tone="error">{adminErrorMessage(preview.error, 'The preview could not be made.')}</Notice>
      )}
      <section aria-label="Page preview" className="rounded-lg border border-neutral-200 p-4">
        <h2 className="text-2xl font-black uppercase tracking-tight text-neutral-950">
          {title || 'Untitled'}
        </h2>
        {preview.data && (
          <div
            className="prose-markdown prose-shop mt-4"
            // Sanitized on the server (apps/api content.markdown.ts), as the storefront's page.
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
        )}
      </section>
    </AdminPanel>
  );
}
