import { useId, useState, type FormEvent } from 'react';
import { formatMoney, type SalePreview } from '@shop/domain';
import { saleFieldLabel, type SaleErrors } from '../lib/sale-form';
import { Notice, adminErrorMessage, secondaryButtonCls, textLinkCls } from './admin-ui';
import { DateTime } from './date-time';
import { Wordmark } from './wordmark';

export const MAX_PREVIEW_SKUS = 50;

/**
 * The storefront's sale banner as it renders it (app/layout/sale-banner.tsx): the words are the preview's,
 * made by the domain's saleBannerText on the server, the same function the storefront's banner calls. Its
 * links are shown, not followed (this is a picture of the banner).
 */
function BannerPicture({ banner }: { banner: NonNullable<SalePreview['banner']> }) {
  const { title, percentOff: percent } = banner;
  return (
    <div className="bg-red-600 text-white">
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-0.5 px-4 py-2 text-center text-sm">
        <p className="font-black uppercase tracking-wide">
          {title}
          {percent > 0 && (
            <span className="font-semibold normal-case tracking-normal">: {percent}% off sale items</span>
          )}
        </p>
        {banner.links.map((l) => (
          <span
            key={l.href + l.label}
            title={l.href}
            className="font-bold underline decoration-2 underline-offset-4"
          >
            {l.label}
          </span>
        ))}
      </div>
    </div>
  );
}

/** The phone's top bar with the sale-mode badge beside the logo (the domain's saleHeaderBadge). */
function MobileBadgePicture({ badge }: { badge: string | null }) {
  return (
    <div className="flex h-12 items-center justify-center rounded-lg bg-zinc-950 px-3">
      <Wordmark />
      {badge && (
        <span className="ml-2 rounded bg-red-600 px-1.5 py-0.5 text-[10px] font-black uppercase leading-tight tracking-wider text-white">
          {badge}
        </span>
      )}
    </div>
  );
}

function Thumb({ src, label }: { src: string | null; label: string }) {
  if (!src) return <p className="text-xs text-neutral-600">{label}: none</p>;
  return (
    <figure className="min-w-0">
      <img
        src={src}
        alt=""
        className="h-16 w-full rounded border border-neutral-200 bg-neutral-50 object-contain"
        onError={(e) => {
          e.currentTarget.style.visibility = 'hidden';
        }}
      />
      <figcaption className="mt-1 truncate text-xs text-neutral-700">{label}</figcaption>
    </figure>
  );
}

/** Whether the sale would be shown, and why not. */
function ShownLine({
  preview,
  shown,
  firstName,
}: {
  preview: SalePreview;
  shown: boolean;
  firstName: string | null;
}) {
  const { setting } = preview;
  let text: string;
  if (shown) text = 'Saved like this, the storefront shows this sale now.';
  else if (!setting.saleIsActive) text = 'Saved like this, it is not shown: the sale is not active.';
  else if (!preview.runningNow) text = 'Saved like this, it is not shown now: it is outside its period.';
  else text = `Saved like this, it is not shown: ${firstName ?? 'another running sale'} comes first.`;
  return (
    <Notice tone={shown ? 'success' : 'warning'} className="text-sm">
      {text}
    </Notice>
  );
}

function SkuAdder({ skus, onAdd }: { skus: string[]; onAdd: (sku: string) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const sku = value.trim().toUpperCase();
    if (!/^[A-Z0-9][A-Z0-9._\-/ ]*$/.test(sku) || sku.length > 64) setError('Enter a SKU');
    else if (skus.includes(sku)) setError(`${sku} is in the list already`);
    else if (skus.length >= MAX_PREVIEW_SKUS) setError(`At most ${MAX_PREVIEW_SKUS} SKUs`);
    else {
      setError(null);
      setValue('');
      onAdd(sku);
    }
  };
  return (
    // A form of its own beside the sale's form (not inside it): Enter here adds a SKU, never saves the sale.
    <form aria-label="Add a SKU to the preview" noValidate onSubmit={onSubmit}>
      <label htmlFor={`${id}-sku`} className="mb-1 block text-sm font-semibold text-neutral-800">
        SKU to price
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-sku`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`h-10 min-w-0 flex-1 rounded-lg border bg-white px-3 text-sm text-neutral-900 outline-none focus:border-red-600 focus:ring-2 focus:ring-red-600/20 ${
            error ? 'border-red-600' : 'border-neutral-300'
          }`}
        />
        <button type="submit" className={secondaryButtonCls}>
          Add SKU
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** A price for a retail shopper while the sale is shown: before, and after when a sale price applies. */
function PriceRows({ preview, onRemove }: { preview: SalePreview; onRemove: (sku: string) => void }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Prices before and after the sale</caption>
      <thead className="border-b border-neutral-200 text-xs uppercase tracking-wide text-neutral-600">
        <tr>
          <th scope="col" className="py-2 pr-2 font-semibold">
            Product
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-semibold">
            Before
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-semibold">
            After
          </th>
          <th scope="col" className="py-2">
            <span className="sr-only">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {preview.products.map((p) => (
          <tr key={p.sku} className="border-b border-neutral-100 align-top last:border-0">
            <th scope="row" className="py-2 pr-2 font-normal">
              <span className="block font-mono text-xs font-semibold text-neutral-950">{p.sku}</span>
              <span className="block text-xs text-neutral-700">{p.name}</span>
            </th>
            <td className="whitespace-nowrap py-2 pr-2 text-right text-neutral-800">
              {p.sale ? <s>{formatMoney(p.price)}</s> : formatMoney(p.price)}
            </td>
            <td className="py-2 pr-2 text-right">
              {p.sale ? (
                <>
                  <span className="block whitespace-nowrap font-bold text-red-700">
                    {formatMoney(p.sale.price)}
                  </span>
                  <span className="block text-xs text-neutral-700">
                    {Math.round(p.sale.percent * 100)}% off{p.sale.isDailyDeal ? ', daily deal' : ''}
                  </span>
                </>
              ) : (
                <span className="text-xs text-neutral-700">
                  {p.saleEnabled ? 'No sale price' : 'Not on sale'}
                </span>
              )}
            </td>
            <td className="py-2 text-right">
              <button
                type="button"
                className="text-xs font-semibold text-red-700 underline hover:text-red-800"
                aria-label={`Remove ${p.sku} from the preview`}
                onClick={() => onRemove(p.sku)}
              >
                Remove
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export type PreviewState = {
  preview: SalePreview | undefined;
  /** The form cannot be previewed: these fields first. */
  needs: SaleErrors | null;
  loading: boolean;
  error: unknown;
  /** Whether the sale, saved at the chosen place, would be the one shown. */
  shown: boolean;
  /** The running sale that would come first, if any. */
  firstName: string | null;
};

/**
 * What the storefront would show with the form as it is (asked of the server once the form rests): whether
 * the sale would be shown, its banner, the mobile badge, countdown and side cart text, and the prices of the
 * SKUs the merchant adds, before and after.
 */
export function SalePreviewPanel({
  state,
  skus,
  onAddSku,
  onRemoveSku,
  onRetry,
}: {
  state: PreviewState;
  skus: string[];
  onAddSku: (sku: string) => void;
  onRemoveSku: (sku: string) => void;
  onRetry: () => void;
}) {
  const { preview, needs, loading, error } = state;
  const needsList = needs ? Object.entries(needs) : [];
  return (
    <section
      id="sale-preview"
      aria-labelledby="sale-preview-title"
      aria-busy={loading || undefined}
      className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="sale-preview-title" className="text-lg font-bold text-neutral-950">
          Preview
        </h2>
        <span className="text-xs text-neutral-600" aria-hidden="true">
          {loading ? 'Updating…' : ''}
        </span>
      </div>
      <p className="mt-1 text-xs text-neutral-700">
        What a signed-out shopper would see while this sale is shown. Nothing is saved.
      </p>
      {needsList.length > 0 && (
        <Notice tone="warning" className="mt-3">
          {preview ? 'The preview below is of the form as it was. ' : ''}The preview waits for:{' '}
          {needsList.map(([path, message]) => `${saleFieldLabel(path)} (${message})`).join('; ')}.
        </Notice>
      )}
      {error != null && needsList.length === 0 && (
        <Notice tone="error" className="mt-3 flex flex-wrap gap-2">
          <span>{adminErrorMessage(error, 'The preview could not be made.')}</span>
          <button type="button" className={textLinkCls} onClick={onRetry}>
            Try again
          </button>
        </Notice>
      )}
      {!preview && !error && needsList.length === 0 && (
        <p className="mt-3 text-sm text-neutral-600">Making the preview…</p>
      )}
      {preview && (
        <div className="mt-3 grid gap-4">
          <ShownLine preview={preview} shown={state.shown} firstName={state.firstName} />
          <div>
            <h3 className="mb-1 text-sm font-semibold text-neutral-800">Banner under the header</h3>
            {preview.banner ? (
              <div
                role="img"
                aria-label={`Sale banner: ${bannerWords(preview.banner)}`}
                className="overflow-hidden rounded-lg"
              >
                <BannerPicture banner={preview.banner} />
              </div>
            ) : (
              <p className="text-sm text-neutral-700">No banner: Show the banner is off.</p>
            )}
            {preview.banner && (
              <div className="mt-2 grid grid-cols-2 gap-2">
                <Thumb src={preview.banner.desktopImage} label="Desktop image" />
                <Thumb src={preview.banner.mobileImage} label="Mobile image" />
              </div>
            )}
          </div>
          <div>
            <h3 className="mb-1 text-sm font-semibold text-neutral-800">Phone header</h3>
            <div
              role="img"
              aria-label={preview.mobileBadge ? `Mobile badge: ${preview.mobileBadge}` : 'No mobile badge'}
            >
              <MobileBadgePicture badge={preview.mobileBadge} />
            </div>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold text-neutral-800">Countdown</dt>
            <dd className="text-neutral-800">
              {preview.countdown.shown ? (
                <>
                  Shown, counting to <DateTime value={preview.countdown.endsAt} />
                </>
              ) : (
                'Off'
              )}
            </dd>
            <dt className="font-semibold text-neutral-800">Side cart</dt>
            <dd className="break-words text-neutral-800">“{preview.cartText}”</dd>
          </dl>
        </div>
      )}
      <div className="mt-4 border-t border-neutral-200 pt-3">
        <h3 className="mb-2 text-sm font-semibold text-neutral-800">Prices</h3>
        <SkuAdder skus={skus} onAdd={onAddSku} />
        {preview && preview.products.length > 0 && (
          <div className="mt-2">
            <PriceRows preview={preview} onRemove={onRemoveSku} />
          </div>
        )}
        {skus.length === 0 && (
          <p className="mt-2 text-xs text-neutral-700">Add a SKU to see its price before and after.</p>
        )}
        {preview && preview.unknownSkus.length > 0 && (
          <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-neutral-800">
            <span>No product shown on the site has:</span>
            {preview.unknownSkus.map((sku) => (
              <button
                key={sku}
                type="button"
                className="rounded-full border border-neutral-300 px-2 py-0.5 font-mono"
                aria-label={`Remove ${sku} from the preview`}
                onClick={() => onRemoveSku(sku)}
              >
                {sku} ×
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

const bannerWords = (banner: NonNullable<SalePreview['banner']>) =>
  `${banner.title}${banner.percentOff > 0 ? `: ${banner.percentOff}% off sale items` : ''}`;
