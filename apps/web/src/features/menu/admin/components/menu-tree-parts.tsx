import type { ReactNode } from 'react';
import type { AdminMenu, AdminMenuCollection } from '@shop/domain';
import { dangerButtonCls } from '../../../admin/components/admin-ui';
import {
  MENU_COLLECTION_FIELDS,
  MenuEntryForm,
  NEW_MENU_PRODUCT_FIELDS,
  type MenuFieldSpec,
  type MenuValues,
} from './menu-entry-form';
import { moveItem } from '../../../admin/components/sales-collections-order';

export type MenuCategory = AdminMenu['categories'][number];
export type MenuProductLink = MenuCategory['products'][number];
export type MenuKind = 'categories' | 'collections' | 'products';

/** Where a new entry goes: under a category, or under a menu collection (of a category). */
export type MenuParent = { categoryId: number; collectionId: number | null; title: string };

/** An entry the merchant asked to delete (the page asks first). */
export type MenuRemoval =
  | { kind: 'categories'; item: MenuCategory }
  | { kind: 'collections'; item: AdminMenuCollection }
  | { kind: 'products'; item: MenuProductLink };

/** What the tree asks its page to do; each returns the request's promise (the forms show its refusal). */
export type MenuActions = {
  move: (kind: MenuKind, ids: number[], name: string, to: number) => void;
  update: (kind: MenuKind, id: number, fields: MenuValues) => Promise<unknown>;
  createCategory: (fields: MenuValues) => Promise<unknown>;
  createCollection: (parent: MenuParent, fields: MenuValues) => Promise<unknown>;
  createProduct: (parent: MenuParent, fields: MenuValues) => Promise<unknown>;
  remove: (entry: MenuRemoval) => void;
  busy: boolean;
};

/** The one form open in the tree: an entry's edit, or a new entry under a parent (or a new category). */
export type Open =
  | { type: 'edit'; kind: MenuKind; id: number }
  | { type: 'add'; kind: 'collections' | 'products' | null; key: string }
  | { type: 'add-category' }
  | null;

export type TreeState = {
  open: Open;
  setOpen: (open: Open) => void;
  actions: MenuActions;
};

const tagCls = 'whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold';
export const smallButtonCls =
  'inline-flex h-9 items-center justify-center rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold text-neutral-800 transition hover:bg-neutral-100 disabled:opacity-60';

/** The ids of a group of siblings with the one at `from` moved to `to`. */
export const movedIds = <T extends { id: number }>(items: readonly T[], from: number, to: number) =>
  moveItem(
    items.map((i) => i.id),
    from,
    to,
  );

export function Tag({ tone, children }: { tone: 'grey' | 'amber' | 'sky'; children: ReactNode }) {
  const cls =
    tone === 'amber'
      ? 'bg-amber-100 text-amber-900'
      : tone === 'sky'
        ? 'bg-sky-100 text-sky-900'
        : 'bg-neutral-100 text-neutral-800';
  return <span className={`${tagCls} ${cls}`}>{children}</span>;
}

/** Where an entry leads on the storefront. */
export const targetOf = (c: { slug: string | null; handle: string }) =>
  c.slug ? `/${c.slug}` : `/collections/${c.handle}`;

/** Edit and Delete of a row, and where focus goes back when its form closes. */
export function RowButtons({
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
export function returnFocus(key: string) {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-menu-return="${CSS.escape(key)}"]`)?.focus(),
  );
}

/** An entry's edit form: saved, it closes and focus goes back to its Edit button. */
export function EditEntry({
  kind,
  id,
  label,
  specs,
  initial,
  submitLabel,
  returnKey,
  state,
}: {
  kind: MenuKind;
  id: number;
  label: string;
  specs: MenuFieldSpec[];
  initial: Readonly<Record<string, unknown>>;
  submitLabel: string;
  returnKey: string;
  state: TreeState;
}) {
  const close = () => {
    state.setOpen(null);
    returnFocus(returnKey);
  };
  return (
    <MenuEntryForm
      label={label}
      specs={specs}
      initial={initial}
      submitLabel={submitLabel}
      edit
      onSave={async (fields) => {
        await state.actions.update(kind, id, fields);
        close();
      }}
      onCancel={close}
    />
  );
}

export function AddButtons({
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
