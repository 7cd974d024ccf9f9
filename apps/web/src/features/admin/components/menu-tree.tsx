import { useState, type ReactNode } from 'react';
import type { AdminMenu, AdminMenuCollection } from '@shop/domain';
import { dangerButtonCls } from './admin-ui';
import {
  MENU_CATEGORY_FIELDS,
  MENU_COLLECTION_FIELDS,
  MENU_PRODUCT_FIELDS,
  MenuEntryForm,
  NEW_MENU_PRODUCT_FIELDS,
  type MenuValues,
} from './menu-entry-form';
import { OrderButtons } from './sales-collections-order';

type Category = AdminMenu['categories'][number];
type ProductLink = Category['products'][number];

/** Where a new entry goes: under a category, or under a menu collection (of a category). */
export type MenuParent = { categoryId: number; collectionId: number | null; title: string };

/** What the tree asks its page to do; each returns the request's promise (the forms show its refusal). */
export type MenuActions = {
  move: (kind: 'categories' | 'collections' | 'products', ids: number[], name: string, to: number) => void;
  update: (
    kind: 'categories' | 'collections' | 'products',
    id: number,
    fields: MenuValues,
  ) => Promise<unknown>;
  createCollection: (parent: MenuParent, fields: MenuValues) => Promise<unknown>;
  createProduct: (parent: MenuParent, fields: MenuValues) => Promise<unknown>;
  remove: (
    entry: { kind: 'collections'; item: AdminMenuCollection } | { kind: 'products'; item: ProductLink },
  ) => void;
  busy: boolean;
};

/** The one form open in the tree: an entry's edit, or a new entry under a parent. */
type Open =
  | { type: 'edit'; kind: 'categories' | 'collections' | 'products'; id: number }
  | { type: 'add'; kind: 'collections' | 'products' | null; key: string }
  | null;

const tagCls = 'whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold';
const smallButtonCls =
  'inline-flex h-9 items-center justify-center rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold text-neutral-800 transition hover:bg-neutral-100 disabled:opacity-60';

const ids = <T extends { id: number }>(items: readonly T[]) => items.map((i) => i.id);
const moved = <T extends { id: number }>(items: readonly T[], from: number, to: number) => {
  const next = [...ids(items)];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
};

function Tag({ tone, children }: { tone: 'grey' | 'amber' | 'sky'; children: ReactNode }) {
  const cls =
    tone === 'amber'
      ? 'bg-amber-100 text-amber-900'
      : tone === 'sky'
        ? 'bg-sky-100 text-sky-900'
        : 'bg-neutral-100 text-neutral-800';
  return <span className={`${tagCls} ${cls}`}>{children}</span>;
}

/** Where an entry leads on the storefront. */
const targetOf = (c: { slug: string | null; handle: string }) =>
  c.slug ? `/${c.slug}` : `/collections/${c.handle}`;

type TreeState = {
  open: Open;
  setOpen: (open: Open) => void;
  actions: MenuActions;
};

/** Edit and Delete of a row, and where focus goes back when its form closes. */
function RowButtons({
  editKey,
  name,
  state,
  editing,
  onEdit,
  adding,
  onAdd,
  onDelete,
}: {
  editKey: string;
  name: string;
  state: TreeState;
  editing: boolean;
  onEdit: () => void;
  /** A menu collection: whether its Add buttons show, and the button that shows them. */
  adding?: boolean;
  onAdd?: () => void;
  onDelete?: () => void;
}) {
  return (
    <span className="ml-auto flex flex-wrap gap-1">
      <button
        type="button"
        data-menu-return={editKey}
        className={smallButtonCls}
        aria-label={`Edit ${name}`}
        aria-expanded={editing}
        onClick={editing ? () => state.setOpen(null) : onEdit}
      >
        Edit
      </button>
      {onAdd && (
        <button
          type="button"
          data-menu-return={`add-${editKey}`}
          className={smallButtonCls}
          aria-label={`Add to ${name}`}
          aria-expanded={adding}
          onClick={adding ? () => state.setOpen(null) : onAdd}
        >
          Add…
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className={dangerButtonCls}
          aria-label={`Delete ${name}`}
          disabled={state.actions.busy}
          onClick={onDelete}
        >
          Delete
        </button>
      )}
    </span>
  );
}

/** Gives focus back to the button that opened a form (Edit, or Add …) once the form has closed. */
function returnFocus(key: string) {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-menu-return="${CSS.escape(key)}"]`)?.focus(),
  );
}

function AddButtons({
  parent,
  parentKey,
  state,
}: {
  parent: MenuParent;
  parentKey: string;
  state: TreeState;
}) {
  const { open, setOpen, actions } = state;
  const adding = open?.type === 'add' && open.key === parentKey ? open.kind : null;
  // A form closes back to the Add buttons (still shown under a menu collection until closed there).
  const close = (kind: string) => {
    setOpen(parent.collectionId === null ? null : { type: 'add', kind: null, key: parentKey });
    returnFocus(`add-${kind}-${parentKey}`);
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          data-menu-return={`add-collections-${parentKey}`}
          className={smallButtonCls}
          aria-label={`${parent.collectionId === null ? 'Add a collection' : 'Add a sub-collection'} to ${parent.title}`}
          aria-expanded={adding === 'collections'}
          onClick={() =>
            setOpen({ type: 'add', kind: adding === 'collections' ? null : 'collections', key: parentKey })
          }
        >
          {parent.collectionId === null ? 'Add a collection' : 'Add a sub-collection'}
        </button>
        <button
          type="button"
          data-menu-return={`add-products-${parentKey}`}
          className={smallButtonCls}
          aria-label={`Add a product link to ${parent.title}`}
          aria-expanded={adding === 'products'}
          onClick={() =>
            setOpen({ type: 'add', kind: adding === 'products' ? null : 'products', key: parentKey })
          }
        >
          Add a product link
        </button>
      </div>
      {adding === 'collections' && (
        <MenuEntryForm
          label={`New menu collection in ${parent.title}`}
          specs={MENU_COLLECTION_FIELDS}
          initial={{}}
          submitLabel="Add collection"
          edit={false}
          onSave={async (fields) => {
            await actions.createCollection(parent, fields);
            close('collections');
          }}
          onCancel={() => close('collections')}
        />
      )}
      {adding === 'products' && (
        <MenuEntryForm
          label={`New product link in ${parent.title}`}
          specs={NEW_MENU_PRODUCT_FIELDS}
          initial={{}}
          submitLabel="Add product link"
          edit={false}
          onSave={async (fields) => {
            await actions.createProduct(parent, fields);
            close('products');
          }}
          onCancel={() => close('products')}
        />
      )}
    </div>
  );
}

function ProductLinks({
  products,
  parentTitle,
  state,
}: {
  products: ProductLink[];
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
                onMove={(from, to) => actions.move('products', moved(products, from, to), p.sku, to)}
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
              <MenuEntryForm
                label={`Edit product link ${p.sku}`}
                specs={MENU_PRODUCT_FIELDS}
                initial={{ override_title: p.override_title, subtitle: p.subtitle }}
                submitLabel="Save link"
                edit
                onSave={async (fields) => {
                  await actions.update('products', p.id, fields);
                  setOpen(null);
                  returnFocus(key);
                }}
                onCancel={() => {
                  setOpen(null);
                  returnFocus(key);
                }}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Collections({
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
                onMove={(from, to) => actions.move('collections', moved(collections, from, to), c.title, to)}
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
              <div className="grid gap-2">
                <MenuEntryForm
                  label={`Edit menu collection ${c.title}`}
                  specs={MENU_COLLECTION_FIELDS}
                  initial={c}
                  submitLabel="Save collection"
                  edit
                  onSave={async (fields) => {
                    await actions.update('collections', c.id, fields);
                    setOpen(null);
                    returnFocus(key);
                  }}
                  onCancel={() => {
                    setOpen(null);
                    returnFocus(key);
                  }}
                />
              </div>
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

function CategoryNode({
  category,
  index,
  count,
  categories,
  state,
}: {
  category: Category;
  index: number;
  count: number;
  categories: Category[];
  state: TreeState;
}) {
  const [expanded, setExpanded] = useState(false);
  const { open, setOpen, actions } = state;
  const editing = open?.type === 'edit' && open.kind === 'categories' && open.id === category.id;
  const key = `categories-${category.id}`;
  const panelId = `menu-category-${category.id}`;
  const entries = category.collections.length + category.products.length;
  return (
    <li className="rounded-xl border border-neutral-200 bg-white">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
        <OrderButtons
          name={category.title}
          index={index}
          count={count}
          disabled={actions.busy}
          onMove={(from, to) => actions.move('categories', moved(categories, from, to), category.title, to)}
        />
        <h3 className="order-first min-w-0 basis-full sm:order-none sm:flex-1 sm:basis-48">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded((e) => !e)}
            className="flex w-full items-start gap-2 rounded text-left"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              fill="currentColor"
              className={`mt-0.5 h-5 w-5 shrink-0 text-neutral-600 transition ${expanded ? 'rotate-90' : ''}`}
            >
              <path d="M7 4l6 6-6 6z" />
            </svg>
            <span className="min-w-0">
              <span className="block text-base font-bold text-neutral-950">{category.title}</span>
              <span className="block text-xs font-normal text-neutral-700">
                <span className="font-mono">/collections/{category.handle}</span> · {category.group_side} side
                · {entries} {entries === 1 ? 'entry' : 'entries'}
              </span>
            </span>
          </button>
        </h3>
        {category.mobile_only && <Tag tone="sky">Mobile only</Tag>}
        <RowButtons
          editKey={key}
          name={category.title}
          state={state}
          editing={editing}
          onEdit={() => setOpen({ type: 'edit', kind: 'categories', id: category.id })}
        />
      </div>
      {editing && (
        <div className="px-3 pb-3">
          <MenuEntryForm
            label={`Edit category ${category.title}`}
            specs={MENU_CATEGORY_FIELDS}
            initial={category}
            submitLabel="Save category"
            edit
            onSave={async (fields) => {
              await actions.update('categories', category.id, fields);
              setOpen(null);
              returnFocus(key);
            }}
            onCancel={() => {
              setOpen(null);
              returnFocus(key);
            }}
          />
        </div>
      )}
      <div id={panelId} hidden={!expanded} className="grid gap-2 border-t border-neutral-200 p-3">
        {expanded && (
          <>
            <Collections
              collections={category.collections}
              categoryId={category.id}
              parentTitle={category.title}
              state={state}
            />
            <ProductLinks products={category.products} parentTitle={category.title} state={state} />
            <AddButtons
              parent={{ categoryId: category.id, collectionId: null, title: category.title }}
              parentKey={key}
              state={state}
            />
          </>
        )}
      </div>
    </li>
  );
}

/**
 * The header menu as the back office edits it: its categories (mobile-only, side), each opening to its
 * collections (hidden, hide-pricing, title, subtitle, target) with their sub-menus and product links. Every
 * group of siblings can be reordered; entries edited, added and deleted.
 */
export function MenuTree({ menu, actions }: { menu: AdminMenu; actions: MenuActions }) {
  const [open, setOpen] = useState<Open>(null);
  const state: TreeState = { open, setOpen, actions };
  return (
    <ol aria-label="Menu categories" className="grid gap-3">
      {menu.categories.map((category, index) => (
        <CategoryNode
          key={category.id}
          category={category}
          index={index}
          count={menu.categories.length}
          categories={menu.categories}
          state={state}
        />
      ))}
    </ol>
  );
}
