import { Link } from 'react-router';
import { displaySku, formatMoney, type BundleItem } from '@shop/domain';
import { ProductImage } from './product-image';

/** The Bundle Contents box: each child's image (50x50), SKU, quantity and crossed-out MAP price. */
export function BundleContents({ items }: { items: BundleItem[] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="bundle-contents-heading"
      className="rounded-xl border border-neutral-200 bg-neutral-50 p-4"
    >
      <h2
        id="bundle-contents-heading"
        className="mb-3 text-sm font-black uppercase tracking-wider text-neutral-900"
      >
        Bundle Contents
      </h2>
      <ul className="divide-y divide-neutral-200">
        {items.map((item) => (
          <li key={item.sku} className="flex items-center gap-3 py-2">
            <ProductImage
              src={item.image}
              alt={item.name}
              width={50}
              height={50}
              className="h-[50px] w-[50px] shrink-0 rounded-md bg-white"
            />
            <div className="min-w-0 flex-1">
              <Link
                to={`/products/${item.slug}`}
                className="block truncate text-sm font-semibold text-neutral-900 hover:text-red-600"
              >
                {item.name}
              </Link>
              <p className="font-mono text-xs text-neutral-600">
                <span className="sr-only">SKU: </span>
                {displaySku(item.sku)}
              </p>
            </div>
            <p className="text-sm text-neutral-700">Qty: {item.quantity}</p>
            <s className="text-sm text-neutral-600">
              <span className="sr-only">MAP </span>
              {formatMoney(item.price_map)}
            </s>
          </li>
        ))}
      </ul>
    </section>
  );
}
