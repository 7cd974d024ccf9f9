import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AdminMenuCollection } from '@shop/domain';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { useCreateMenuEntry } from '../api/menu-create';
import { useDeleteMenuEntry } from '../api/menu-delete';
import { menuQueryOptions, useAdminMenu } from '../api/menu-get';
import { useOrderMenu } from '../api/menu-order';
import { useUpdateMenuEntry } from '../api/menu-update';
import {
  AdminPage,
  AdminPanel,
  LoadError,
  Notice,
  adminErrorMessage,
  textLinkCls,
} from '../../../admin/components/admin-ui';
import { CollectionsTabs } from '../../../admin/components/collections-tabs';
import { MenuTree, type MenuActions, type MenuRemoval } from '../components/menu-tree';
import { ConfirmDialog } from '../../../admin/components/confirm-dialog';

/** /admin/collections/menu: prefetches the menu for an administrator. */
export const menuLoader = (queryClient: QueryClient) => () =>
  prefetchForAdministrator(queryClient, () => queryClient.prefetchQuery(menuQueryOptions()));

type Message = { tone: 'success' | 'error'; text: string };

/** How many entries a menu collection takes with it: its sub-menu's and product links, all the way down. */
const entriesUnder = (c: AdminMenuCollection): number =>
  c.products.length + c.subMenu.reduce((n, s) => n + 1 + entriesUnder(s), 0);

const KIND_NAMES = {
  categories: 'category',
  collections: 'menu collection',
  products: 'product link',
} as const;

/** What a deletion takes with it, in the words of its confirmation. */
function removalText(removing: MenuRemoval): string {
  if (removing.kind === 'products') return "It leaves the shop's menu at once. The product itself stays.";
  const n =
    removing.kind === 'collections'
      ? entriesUnder(removing.item)
      : removing.item.products.length +
        removing.item.collections.reduce((sum, c) => sum + 1 + entriesUnder(c), 0);
  const under = n > 0 ? `, with the ${n} ${n === 1 ? 'entry' : 'entries'} under it` : '';
  const stays =
    removing.kind === 'collections'
      ? 'The collection itself and its page stay.'
      : 'The collections themselves and their pages stay.';
  return `It leaves the shop's menu at once${under}. ${stays}`;
}

/**
 * /admin/collections/menu (decision 044): the header menu's categories, collections and product links, with
 * their hidden, hide-pricing and mobile-only flags, titles, subtitles and targets; siblings reordered,
 * entries (categories too) added and deleted. Changes show in the shop's menu at once.
 */
export function MenuPage() {
  const { data, isPending, isError, error, refetch } = useAdminMenu();
  const order = useOrderMenu();
  const update = useUpdateMenuEntry();
  const create = useCreateMenuEntry();
  const remove = useDeleteMenuEntry();
  const [message, setMessage] = useState<Message | null>(null);
  const [removing, setRemoving] = useState<MenuRemoval | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusTree, setFocusTree] = useState(0);

  useEffect(() => {
    if (focusTree > 0) heading.current?.focus();
  }, [focusTree]);

  const actions: MenuActions = {
    busy: order.isPending,
    move: (kind, ids, name, to) => {
      setMessage(null);
      order.mutate(
        { kind, ids },
        {
          onSuccess: () =>
            setMessage({ tone: 'success', text: `${name} moved to place ${to + 1} of ${ids.length}.` }),
          onError: (err) =>
            setMessage({ tone: 'error', text: adminErrorMessage(err, 'The new order could not be saved.') }),
        },
      );
    },
    update: async (kind, id, values) => {
      setMessage(null);
      await update.mutateAsync({ kind, id, fields: values });
      setMessage({ tone: 'success', text: 'Saved: the shop’s menu shows the change now.' });
    },
    createCategory: async (values) => {
      setMessage(null);
      await create.mutateAsync({ kind: 'categories', fields: values });
      setMessage({ tone: 'success', text: `Added the category ${String(values.title)}, last in the menu.` });
    },
    createCollection: async (parent, values) => {
      setMessage(null);
      await create.mutateAsync({
        kind: 'collections',
        fields: { ...values, category_id: parent.categoryId, parent_id: parent.collectionId },
      });
      setMessage({ tone: 'success', text: `Added ${String(values.title)} to ${parent.title}.` });
    },
    createProduct: async (parent, values) => {
      setMessage(null);
      await create.mutateAsync({
        kind: 'products',
        fields: {
          ...values,
          sku: String(values.sku),
          ...(parent.collectionId === null
            ? { category_id: parent.categoryId }
            : { menu_collection_id: parent.collectionId }),
        },
      });
      setMessage({ tone: 'success', text: `Added a link to ${String(values.sku)} in ${parent.title}.` });
    },
    remove: (entry) => {
      remove.reset();
      setRemoving(entry);
    },
  };

  const removingName = !removing
    ? ''
    : removing.kind === 'products'
      ? (removing.item.override_title ?? removing.item.sku)
      : removing.item.title;

  return (
    <AdminPage
      title="Collections and menu"
      intro={
        <>
          The header&apos;s mega menu and the phone&apos;s drawer menu. Changes show in the shop at once and
          are recorded in the{' '}
          <Link to="/admin/audit?entity=menu-collection" className={textLinkCls}>
            audit log
          </Link>
          .
        </>
      }
    >
      <CollectionsTabs />
      <AdminPanel
        id="menu-tree"
        title="Header menu"
        headingRef={heading}
        description="Open a category to see its collections and product links. Hidden entries and links to products hidden from the site stay here but are left out of the shop's menu."
      >
        <div role="status" className="mb-4 empty:hidden">
          {message && <Notice tone={message.tone}>{message.text}</Notice>}
        </div>
        {isPending ? (
          <p className="text-sm text-neutral-600">Loading the menu…</p>
        ) : isError ? (
          <LoadError error={error} what="the menu" onRetry={() => void refetch()} />
        ) : (
          <MenuTree menu={data} actions={actions} />
        )}
      </AdminPanel>
      {removing && (
        <ConfirmDialog
          title={`Delete the ${KIND_NAMES[removing.kind]} “${removingName}”?`}
          confirmLabel="Delete"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          error={remove.isError ? adminErrorMessage(remove.error, 'It could not be deleted.') : null}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(
              { kind: removing.kind, id: removing.item.id },
              {
                onSuccess: () => {
                  setMessage({ tone: 'success', text: `Deleted ${removingName} from the menu.` });
                  setRemoving(null);
                  setFocusTree((n) => n + 1);
                },
              },
            )
          }
        >
          {removalText(removing)}
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
