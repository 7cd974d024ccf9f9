import type { AdminMenuCollection } from '@shop/domain';
import { MENU_COLLECTION_FIELDS, MENU_PRODUCT_FIELDS } from './menu-entry-form';
import {
  AddButtons,
  EditEntry,
  RowButtons,
  Tag,
  movedIds,
  targetOf,
  type MenuProductLink,
  type TreeState,
} from './menu-tree-parts';
import { OrderButtons } from '../../../admin/components/sales-collections-order';

export function ProductLinks({
  products,
  parentTitle,
  state,
}: {
  products: MenuProductLink[];
  parentTitle: string;
  state: TreeState;
}) {
  const { open, setOpen, actions } = state;
  if (products.length === 0) return null;
  return (
    <ol aria-label={`Product links in ${parentTitle}`} className="grid gap-1.5">
      {products.map((p, index) => {
        const editing = open?.type === 'edit' && open.kind === 'products' && open.id === p.id;
        const name = p.override_title || p.name;
        const key = `products-${p.id}`;
        return (
          <li key={p.id} className="grid gap-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-dashed border-neutral-300 px-3 py-2">
              <OrderButtons
                name={p.sku}
                index={index}
                count={products.length}
                disabled={actions.busy}
                onMove={(from, to) => actions.move('products', movedIds(products, from, to), p.sku, to)}
              />
              <span className="order-first min-w-0 basis-full sm:order-none sm:flex-1 sm:basis-48">
                <span className="block text-sm font-semibold text-neutral-950">
                  <span className="sr-only">Product link: </span>
                  {name}
                </span>
                <span className="block font-mono text-xs text-neutral-700">
                  {p.sku}
                  {p.subtitle ? <span className="font-sans"> · {p.subtitle}</span> : null}
                </span>
                {!p.enabled && (
                  <span className="mt-1 flex">
                    <Tag tone="grey">Product hidden from the site: left out</Tag>
                  </span>
                )}
              </span>
              <RowButtons
                editKey={key}
                name={p.sku}
                state={state}
                editing={editing}
                onEdit={() => setOpen({ type: 'edit', kind: 'products', id: p.id })}
                onDelete={() => actions.remove({ kind: 'products', item: p })}
              />
            </div>
            {editing && (
              <EditEntry
                kind="products"
                id={p.id}
                label={`Edit product link ${p.sku}`}
                specs={MENU_PRODUCT_FIELDS}
                initial={{ override_title: p.override_title, subtitle: p.subtitle }}
                submitLabel="Save link"
                returnKey={key}
                state={state}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function Collections({
  collections,
  categoryId,
  parentTitle,
  state,
}: {
  collections: AdminMenuCollection[];
  categoryId: number;
  parentTitle: string;
  state: TreeState;
}) {
  const { open, setOpen, actions } = state;
  if (collections.length === 0) return null;
  return (
    <ol aria-label={`Collections in ${parentTitle}`} className="grid gap-2">
      {collections.map((c, index) => {
        const editing = open?.type === 'edit' && open.kind === 'collections' && open.id === c.id;
        const key = `collections-${c.id}`;
        const adding = open?.type === 'add' && open.key === key;
        const hasChildren = c.subMenu.length > 0 || c.products.length > 0 || adding;
        return (
          <li key={c.id} className="grid gap-2">
            <div
              className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border px-3 py-2 ${
                c.is_hidden ? 'border-neutral-200 bg-neutral-50' : 'border-neutral-200 bg-white'
              }`}
            >
              <OrderButtons
                name={c.title}
                index={index}
                count={collections.length}
                disabled={actions.busy}
                onMove={(from, to) =>
                  actions.move('collections', movedIds(collections, from, to), c.title, to)
                }
              />
              <span className="order-first min-w-0 basis-full sm:order-none sm:flex-1 sm:basis-48">
                <span
                  className={`block text-sm font-semibold ${c.is_hidden ? 'text-neutral-600' : 'text-neutral-950'}`}
                >
                  {c.title}
                  {c.subtitle && <span className="font-normal text-neutral-700"> · {c.subtitle}</span>}
                </span>
                <span className="block break-all font-mono text-xs text-neutral-700">{targetOf(c)}</span>
                {(c.is_hidden || c.hide_pricing) && (
                  <span className="mt-1 flex flex-wrap gap-1">
                    {c.is_hidden && <Tag tone="grey">Hidden</Tag>}
                    {c.hide_pricing && <Tag tone="amber">Hides pricing</Tag>}
                  </span>
                )}
              </span>
              <RowButtons
                editKey={key}
                name={c.title}
                state={state}
                editing={editing}
                onEdit={() => setOpen({ type: 'edit', kind: 'collections', id: c.id })}
                adding={adding}
                onAdd={() => setOpen({ type: 'add', kind: null, key })}
                onDelete={() => actions.remove({ kind: 'collections', item: c })}
              />
            </div>
            {editing && (
              <EditEntry
                kind="collections"
                id={c.id}
                label={`Edit menu collection ${c.title}`}
                specs={MENU_COLLECTION_FIELDS}
                initial={c}
                submitLabel="Save collection"
                returnKey={key}
                state={state}
              />
            )}
            {hasChildren && (
              <div className="grid gap-2 border-l-2 border-neutral-200 pl-3 sm:pl-5">
                <Collections
                  collections={c.subMenu}
                  categoryId={categoryId}
                  parentTitle={c.title}
                  state={state}
                />
                <ProductLinks products={c.products} parentTitle={c.title} state={state} />
                {adding && (
                  <AddButtons
                    parent={{ categoryId, collectionId: c.id, title: c.title }}
                    parentKey={key}
                    state={state}
                  />
                )}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
