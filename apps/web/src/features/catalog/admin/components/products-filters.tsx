import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ADMIN_PRODUCT_SORTS, ADMIN_STOCK_STATES } from '@shop/domain';
import { useProductsCollections } from '../api/products-collections';
import {
  DEFAULT_PRODUCTS_FILTER,
  PRODUCT_TYPES,
  SORT_LABELS,
  STOCK_LABELS,
  TYPE_LABELS,
  isFiltered,
  productsPath,
  type ProductsFilter,
} from '../lib/products-filter';
import { primaryButtonCls, secondaryButtonCls } from '../../../admin/components/admin-ui';
import { InputField, SelectField } from '../../../admin/components/product-fields';
import { useFilterNavigation } from '../../../admin/lib/filter-navigation';

type Choice = 'product_type' | 'stock' | 'enabled' | 'sort';

/** The lists beside the collection: each a filter (its first option: any) or the order. */
const CHOICES: { label: string; name: Choice; any: string | null; options: (readonly [string, string])[] }[] =
  [
    {
      label: 'Type',
      name: 'product_type',
      any: 'All types',
      options: PRODUCT_TYPES.map((t) => [t, TYPE_LABELS[t]]),
    },
    {
      label: 'Stock',
      name: 'stock',
      any: 'Any stock',
      options: ADMIN_STOCK_STATES.map((s) => [s, STOCK_LABELS[s]]),
    },
    {
      label: 'On the site',
      name: 'enabled',
      any: 'Shown or hidden',
      options: [
        ['true', 'Shown'],
        ['false', 'Hidden'],
      ],
    },
    { label: 'Order', name: 'sort', any: null, options: ADMIN_PRODUCT_SORTS.map((s) => [s, SORT_LABELS[s]]) },
  ];

/**
 * The list's search, filters and order, all kept in the URL: a choice in a list applies at once, the search when
 * sent (Enter or Search); either goes back to the first page. The lists wrap as room allows, each at least as
 * wide as its options ('Shown or hidden' whole at any width), the collection taking what is left.
 */
export function ProductsFilters({ filter }: { filter: ProductsFilter }) {
  const collections = useProductsCollections();
  // The box keeps what is typed; a new URL (Back, Clear) puts its search in the box.
  const [typed, setTyped] = useState(filter.q);
  const [shownQ, setShownQ] = useState(filter.q);
  if (shownQ !== filter.q) {
    setShownQ(filter.q);
    setTyped(filter.q);
  }

  const go = useFilterNavigation(filter, productsPath);
  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    go({ q: typed.trim() });
  };

  return (
    <form
      role="search"
      aria-label="Find products"
      noValidate
      onSubmit={onSearch}
      className="flex flex-wrap items-start gap-3"
    >
      <div className="flex basis-full items-end gap-2">
        <InputField
          label="Search"
          name="q"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          placeholder="Part of a SKU or a name"
          className="flex-1"
        />
        <button type="submit" className={primaryButtonCls}>
          Search
        </button>
      </div>
      <SelectField
        label="Collection"
        name="collection"
        value={filter.collection}
        onChange={(e) => go({ collection: e.target.value })}
        className="grow basis-60"
      >
        <option value="">All collections</option>
        {filter.collection && !collections.data?.some((c) => c.full_handle === filter.collection) && (
          <option value={filter.collection}>{filter.collection}</option>
        )}
        {collections.data?.map((c) => (
          <option key={c.id} value={c.full_handle}>
            {c.parent_id ? `— ${c.title}` : c.title}
          </option>
        ))}
      </SelectField>
      {CHOICES.map(({ label, name, any, options }) => (
        <SelectField
          key={name}
          label={label}
          name={name}
          value={filter[name]}
          onChange={(e) => go({ [name]: e.target.value })}
          className="grow"
        >
          {any && <option value="">{any}</option>}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
      ))}
      {isFiltered(filter) && (
        <div className="basis-full">
          <Link
            to={productsPath({ ...DEFAULT_PRODUCTS_FILTER, sort: filter.sort })}
            className={secondaryButtonCls}
          >
            Clear search and filters
          </Link>
        </div>
      )}
    </form>
  );
}
