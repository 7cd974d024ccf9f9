import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { AdminProduct } from '@shop/domain';
import type { ProductField, ProductFieldErrors, ProductFormValues } from '../lib/product-form-values';

/** What every section of the product form gets. */
export type SectionProps = {
  values: ProductFormValues;
  set: <K extends ProductField>(field: K, value: ProductFormValues[K]) => void;
  errors: ProductFieldErrors;
  /** The stored product; null while creating one. */
  product: AdminProduct | null;
};

export const smallButtonCls =
  'inline-flex h-9 items-center justify-center rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold text-neutral-800 transition hover:bg-neutral-100 disabled:opacity-50';
const removeButtonCls =
  'inline-flex h-9 items-center justify-center rounded-lg border border-red-300 bg-white px-3 text-sm font-semibold text-red-700 transition hover:bg-red-50';

export const productPath = (sku: string) => `/admin/products/${encodeURIComponent(sku)}`;

type FieldsOf<T> = { [K in ProductField]: ProductFormValues[K] extends T ? K : never }[ProductField];
type TextField = FieldsOf<string>;
type FlagField = FieldsOf<boolean>;

/**
 * Binds a field of the form to its control: `text('name')` gives an input, text area or select its name, value,
 * change handler and message; `check('discontinued')` does the same for a check box.
 */
export function binders({ values, set, errors }: Pick<SectionProps, 'values' | 'set' | 'errors'>) {
  return {
    text: (name: TextField) => ({
      name,
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        set(name, e.target.value),
      error: errors[name],
    }),
    check: (name: FlagField) => ({
      name,
      checked: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement>) => set(name, e.target.checked),
      error: errors[name],
    }),
  };
}

/** What a row of a RowsEditor can do to itself. */
export type RowActions<R> = {
  update: (patch: Partial<R>) => void;
  /** Takes the row out and puts focus on the add button (the removed row's button is gone). */
  remove: () => void;
  move: (by: -1 | 1) => void;
};

/**
 * An editable list of rows (properties, tabs, bundle items): each row rendered by `children` with what it can
 * do to itself, then the button that adds a blank row; with `extra` (even `false`), in a row of buttons with it.
 */
export function RowsEditor<R>({
  rows,
  onRows,
  blank,
  addLabel,
  ordered = false,
  listCls,
  itemCls,
  extra,
  children,
}: {
  rows: readonly R[];
  onRows: (rows: R[]) => void;
  blank: R;
  addLabel: string;
  ordered?: boolean;
  listCls: string;
  itemCls: string;
  extra?: ReactNode;
  children: (row: R, i: number, actions: RowActions<R>) => ReactNode;
}) {
  const addId = useId();
  const List = ordered ? 'ol' : 'ul';
  const actions = (i: number): RowActions<R> => ({
    update: (patch) => onRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r))),
    remove: () => {
      onRows(rows.filter((_, j) => j !== i));
      document.getElementById(addId)?.focus();
    },
    move: (by) => {
      const next = [...rows];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      onRows(next);
    },
  });
  const addButton = (cls: string) => (
    <button id={addId} type="button" className={cls} onClick={() => onRows([...rows, blank])}>
      {addLabel}
    </button>
  );
  return (
    <>
      {rows.length > 0 && (
        <List className={listCls}>
          {rows.map((row, i) => (
            <li key={i} className={itemCls}>
              {children(row, i, actions(i))}
            </li>
          ))}
        </List>
      )}
      {extra === undefined ? (
        addButton(`${smallButtonCls} mt-2`)
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {addButton(smallButtonCls)}
          {extra}
        </div>
      )}
    </>
  );
}

/** A row's Remove button; its name says which row it takes out. */
export function RemoveRowButton({
  label,
  onClick,
  children = 'Remove',
}: {
  label: string;
  onClick: () => void;
  children?: ReactNode;
}) {
  return (
    <button type="button" className={removeButtonCls} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
