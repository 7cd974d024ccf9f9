import { useState } from 'react';
import type { AdminMenu } from '@shop/domain';
import { MENU_CATEGORY_FIELDS, MenuEntryForm } from './menu-entry-form';
import { Collections, ProductLinks } from './menu-tree-entries';
import {
  AddButtons,
  EditEntry,
  RowButtons,
  Tag,
  movedIds,
  returnFocus,
  smallButtonCls,
  type MenuActions,
  type MenuCategory,
  type Open,
  type TreeState,
} from './menu-tree-parts';
import { OrderButtons } from '../../../admin/components/sales-collections-order';

export type { MenuActions, MenuRemoval } from './menu-tree-parts';

function CategoryNode({
  category,
  index,
  count,
  categories,
  state,
}: {
  category: MenuCategory;
  index: number;
  count: number;
  categories: MenuCategory[];
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
          onMove={(from, to) =>
            actions.move('categories', movedIds(categories, from, to), category.title, to)
          }
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
          onDelete={() => actions.remove({ kind: 'categories', item: category })}
        />
      </div>
      {editing && (
        <div className="px-3 pb-3">
          <EditEntry
            kind="categories"
            id={category.id}
            label={`Edit category ${category.title}`}
            specs={MENU_CATEGORY_FIELDS}
            initial={category}
            submitLabel="Save category"
            returnKey={key}
            state={state}
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

/** "Add a category" and its form: a new category goes last; focus goes back to the button. */
function NewCategory({ state }: { state: TreeState }) {
  const adding = state.open?.type === 'add-category';
  const close = () => {
    state.setOpen(null);
    returnFocus('add-category');
  };
  return (
    <div className="grid gap-2">
      <div>
        <button
          type="button"
          data-menu-return="add-category"
          className={smallButtonCls}
          aria-expanded={adding}
          onClick={() => state.setOpen(adding ? null : { type: 'add-category' })}
        >
          Add a category
        </button>
      </div>
      {adding && (
        <MenuEntryForm
          label="New menu category"
          specs={MENU_CATEGORY_FIELDS}
          initial={{}}
          submitLabel="Add category"
          edit={false}
          onSave={async (fields) => {
            await state.actions.createCategory(fields);
            close();
          }}
          onCancel={close}
        />
      )}
    </div>
  );
}

/**
 * The header menu as the back office edits it: its categories (mobile-only, side), each opening to its
 * collections (hidden, hide-pricing, title, subtitle, target) with their sub-menus and product links. Every
 * group of siblings can be reordered; entries (categories too) edited, added and deleted.
 */
export function MenuTree({ menu, actions }: { menu: AdminMenu; actions: MenuActions }) {
  const [open, setOpen] = useState<Open>(null);
  const state: TreeState = { open, setOpen, actions };
  return (
    <div className="grid gap-4">
      {menu.categories.length === 0 ? (
        <p className="text-sm text-neutral-700">The menu has no categories yet.</p>
      ) : (
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
      )}
      <NewCategory state={state} />
    </div>
  );
}
