import { useNavigate } from 'react-router';
import type { AdminProduct } from '@shop/domain';
import { useDeleteProduct } from '../api/product-delete';
import { adminErrorMessage } from '../../../admin/components/admin-ui';
import { DeleteWithConfirm } from '../../../admin/components/delete-with-confirm';

/**
 * "Delete product" and its question: what goes (its page, stock, pictures, place in collections and search).
 * Refused while an order, variants or a bundle need it: the server's words, in the dialog, say which and to
 * disable it instead. Deleted, the list of products says so.
 */
export function DeleteProduct({ product }: { product: AdminProduct }) {
  const navigate = useNavigate();
  const remove = useDeleteProduct(() =>
    Promise.resolve(
      navigate('/admin/products', {
        state: {
          saved: `Deleted ${product.name} (${product.sku}): its page now shows the shop's not-found page.`,
        },
      }),
    ),
  );
  return (
    <DeleteWithConfirm
      label="Delete product"
      title={`Delete the product “${product.name}”?`}
      pending={remove.isPending}
      error={remove.isError ? adminErrorMessage(remove.error, 'The product could not be deleted.') : null}
      onOpen={() => remove.reset()}
      onConfirm={() => remove.mutate(product.sku)}
    >
      Its page {product.path} stops working at once, and its stock, pictures and place in collections and
      search go with it. A product that was ever ordered, has variants or is in a bundle cannot be deleted:
      disable it instead. This cannot be undone.
    </DeleteWithConfirm>
  );
}
