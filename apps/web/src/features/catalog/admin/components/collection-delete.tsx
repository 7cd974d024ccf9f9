import { useNavigate } from 'react-router';
import type { AdminCollection } from '@shop/domain';
import { useDeleteCollection } from '../api/collection-delete';
import { adminErrorMessage } from '../../../admin/components/admin-ui';
import { DeleteWithConfirm } from '../../../admin/components/delete-with-confirm';

/**
 * "Delete collection" and its question: what goes (its page, its product list, the menu entries that open it)
 * and what stays (the products). Refused while sub-collections or a menu category need it: the server's words
 * say which, in the dialog. Deleted, the list of collections shows what happened.
 */
export function DeleteCollection({ collection }: { collection: AdminCollection }) {
  const navigate = useNavigate();
  const n = collection.product_count;
  const remove = useDeleteCollection(() =>
    Promise.resolve(
      navigate('/admin/collections', {
        state: {
          saved: `Deleted ${collection.title}: /collections/${collection.full_handle} now shows the shop's not-found page.`,
        },
      }),
    ),
  );
  return (
    <DeleteWithConfirm
      label="Delete collection"
      title={`Delete the collection “${collection.title}”?`}
      pending={remove.isPending}
      error={remove.isError ? adminErrorMessage(remove.error, 'The collection could not be deleted.') : null}
      onOpen={() => remove.reset()}
      onConfirm={() => remove.mutate(collection.id)}
    >
      Its page /collections/{collection.full_handle} stops working at once
      {n > 0 ? `, and its list of ${n} ${n === 1 ? 'product' : 'products'} goes with it` : ''}. Menu entries
      that open it are removed too. The products themselves stay in the shop. This cannot be undone.
    </DeleteWithConfirm>
  );
}
