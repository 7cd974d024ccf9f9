import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@shop/domain';
import { ApiError } from '../../../../lib/api-client';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { productQueryOptions, useProduct } from '../api/product-detail';
import { productImagesQueryOptions } from '../api/product-images';
import { productsCollectionsQueryOptions, useProductsCollections } from '../api/products-collections';
import { AdminPage, AdminPanel, LoadError, Notice, textLinkCls } from '../../../admin/components/admin-ui';
import { DeleteProduct } from '../components/product-delete';
import { ProductForm, ProductSectionLinks } from '../components/product-form';
import { ProductImages } from '../components/product-images';
import { emptyProductValues, valuesOfProduct, variantValuesOf } from '../lib/product-form-values';

/**
 * /admin/products/:sku: the product, its pictures and the collections, fetched in parallel with the options the
 * screen reads.
 */
export const productEditLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, async () => {
      const sku = params.sku ?? '';
      await Promise.all([
        queryClient.prefetchQuery(productQueryOptions(sku)),
        queryClient.prefetchQuery(productImagesQueryOptions(sku)),
        queryClient.prefetchQuery(productsCollectionsQueryOptions()),
      ]);
    });

/** /admin/products/new (?parent=SKU for a new variant): the collections, and the parent a variant starts from. */
export const productNewLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, async () => {
      const parent = new URL(request.url).searchParams.get('parent');
      await Promise.all([
        queryClient.prefetchQuery(productsCollectionsQueryOptions()),
        parent ? queryClient.prefetchQuery(productQueryOptions(parent)) : null,
      ]);
    });

const backLink = (
  <Link to="/admin/products" className={textLinkCls}>
    ← All products
  </Link>
);

/** Where the storefront shows it, and its history in the audit log. */
function ProductLinks({ product }: { product: AdminProduct }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      {backLink}
      <a href={product.path} target="_blank" rel="noopener" className={textLinkCls}>
        View on the storefront<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <Link
        to={`/admin/audit?${new URLSearchParams({ entity: 'product', entity_id: product.sku }).toString()}`}
        className={textLinkCls}
      >
        History
      </Link>
      {!product.enabled_on_site && (
        <span className="font-semibold text-amber-900">Hidden from shoppers (not enabled on the site)</span>
      )}
    </p>
  );
}

function EditScreen({ product }: { product: AdminProduct }) {
  const collections = useProductsCollections();
  const location = useLocation();
  const [altDirty, setAltDirty] = useState(false);
  const createdAt =
    (location.state as { createdAt?: unknown } | null)?.createdAt &&
    typeof (location.state as { createdAt?: unknown }).createdAt === 'string'
      ? (location.state as { createdAt: string }).createdAt
      : null;
  return (
    <AdminPage
      title={product.name}
      intro={
        <>
          <span className="font-mono">{product.sku}</span>
          {product.variant_parent_sku && (
            <>
              {' '}
              · a variant of{' '}
              <Link
                to={`/admin/products/${encodeURIComponent(product.variant_parent_sku)}`}
                className={textLinkCls}
              >
                {product.variant_parent_sku}
              </Link>
            </>
          )}
          {product.is_parent && ` · the parent of ${product.variants.length} variants`}
        </>
      }
    >
      <ProductLinks product={product} />
      <ProductSectionLinks images />
      <ProductForm
        key={product.sku}
        product={product}
        initialValues={valuesOfProduct(product)}
        collections={collections.data}
        createdAt={createdAt}
        extraDirty={altDirty}
      />
      <ProductImages sku={product.sku} name={product.name} onDirtyChange={setAltDirty} />
      <AdminPanel
        id="product-delete"
        title="Delete this product"
        description="For a product added by mistake. One that was ever ordered, has variants or is in a bundle stays: disable it instead."
      >
        <DeleteProduct product={product} />
      </AdminPanel>
    </AdminPage>
  );
}

/** /admin/products/:sku: every editable field of the product, its variants and its pictures. */
export function ProductEditPage() {
  const sku = useParams().sku ?? '';
  const product = useProduct(sku);
  if (product.isPending)
    return (
      <AdminPage title="Product">
        <p className="text-sm text-neutral-600">Loading the product…</p>
      </AdminPage>
    );
  if (product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    return (
      <AdminPage title={missing ? 'No such product' : 'Product'}>
        <p className="text-sm">{backLink}</p>
        {missing ? (
          <Notice tone="warning">
            No product has the SKU <span className="font-mono">{sku}</span>.
          </Notice>
        ) : (
          <LoadError error={product.error} what="the product" onRetry={() => void product.refetch()} />
        )}
      </AdminPage>
    );
  }
  return <EditScreen product={product.data} />;
}

/** A new variant's screen waits for its parent, whose sku, brand, category and prices it starts from. */
function NewVariant({ parentSku }: { parentSku: string }) {
  const parent = useProduct(parentSku);
  const collections = useProductsCollections();
  if (parent.isPending) return <p className="text-sm text-neutral-600">Loading the parent…</p>;
  if (parent.isError)
    return (
      <LoadError
        error={parent.error}
        what={`the parent ${parentSku}`}
        onRetry={() => void parent.refetch()}
      />
    );
  return (
    <>
      <p className="text-sm text-neutral-700">
        A new variant of{' '}
        <Link to={`/admin/products/${encodeURIComponent(parent.data.sku)}`} className={textLinkCls}>
          {parent.data.name}
        </Link>{' '}
        (<span className="font-mono">{parent.data.sku}</span>).
      </p>
      <ProductForm
        key={parent.data.sku}
        product={null}
        initialValues={variantValuesOf(parent.data)}
        collections={collections.data}
      />
    </>
  );
}

/** /admin/products/new: a new product (or, with ?parent=SKU, a new variant of that family). */
export function ProductNewPage() {
  const [params] = useSearchParams();
  const parent = params.get('parent')?.trim() ?? '';
  const collections = useProductsCollections();
  return (
    <AdminPage
      title={parent ? 'New variant' : 'New product'}
      intro="Fill in what the storefront shows; the SKU cannot be changed once the product is created. Pictures are added after it is created."
    >
      <p className="text-sm">{backLink}</p>
      <ProductSectionLinks images={false} />
      {parent ? (
        <NewVariant key={parent} parentSku={parent} />
      ) : (
        <ProductForm product={null} initialValues={emptyProductValues()} collections={collections.data} />
      )}
    </AdminPage>
  );
}
