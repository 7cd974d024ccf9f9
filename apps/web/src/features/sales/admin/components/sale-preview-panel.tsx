import type { SalePreview } from '@shop/domain';
import { saleFieldLabel, type SaleErrors } from '../lib/sale-form';
import { Notice, adminErrorMessage, textLinkCls } from '../../../admin/components/admin-ui';
import { DateTime } from '../../../admin/components/date-time';
import { BannerPicture, MobileBadgePicture, Thumb, bannerWords } from './sale-preview-pictures';
import { PriceRows, SkuAdder } from './sale-preview-prices';

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
