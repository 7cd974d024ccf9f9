import { useId, type ReactNode, type Ref } from 'react';
import { TextField } from '../../../components/ui/text-field';
import {
  SALE_FIELD_PATHS as P,
  bannerLinkPath,
  newBannerLink,
  type SaleDraft,
  type SaleErrors,
} from '../lib/sale-form';
import { secondaryButtonCls } from './admin-ui';

const MAX_BANNER_LINKS = 6;

const fieldsetCls = 'grid gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5';
const legendCls = 'float-left mb-1 w-full text-base font-bold text-neutral-950';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className={fieldsetCls}>
      <legend className={legendCls}>
        {title}
        {description && (
          <span className="mt-0.5 block text-sm font-normal text-neutral-700">{description}</span>
        )}
      </legend>
      {children}
    </fieldset>
  );
}

function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 accent-red-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-neutral-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-neutral-700">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** An image field: a path on this site or an https URL, with a small picture of it; empty for none. */
function ImageField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-start gap-3">
      <TextField
        label={label}
        name={label}
        optional
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        maxLength={500}
        hint="A path on this site (/img/…) or an https URL; empty for none"
        error={error ? { type: 'server', message: error } : null}
      />
      <div className="mt-6 flex h-11 w-16 items-center justify-center overflow-hidden rounded border border-neutral-200 bg-neutral-50">
        {/^(\/(?!\/)|https:\/\/)/.test(value.trim()) && (
          <img
            key={value}
            src={value.trim()}
            alt=""
            className="max-h-full max-w-full object-contain"
            onError={(e) => {
              e.currentTarget.style.visibility = 'hidden';
            }}
          />
        )}
      </div>
    </div>
  );
}

export type PlaceOption = { value: number; label: string };

/**
 * Every field of the spec's sale setting: name, active, period, discount and daily-deal percentages (typed as
 * percent), short and normal titles, banner, countdown and popup switches, banner links and images, overlays,
 * and the mobile header badge. A new sale also takes its place in the list.
 */
export function SaleEditorForm({
  formRef,
  draft,
  errors,
  places,
  place,
  onPlace,
  onChange,
  onSubmit,
  footer,
}: {
  formRef: Ref<HTMLFormElement>;
  draft: SaleDraft;
  errors: SaleErrors;
  /** For a new sale: where it goes in the list. */
  places: PlaceOption[] | null;
  place: number;
  onPlace: (place: number) => void;
  onChange: (change: Partial<SaleDraft>, clears: string[]) => void;
  onSubmit: () => void;
  footer: ReactNode;
}) {
  const id = useId();
  const err = (path: string) => (errors[path] ? { type: 'server', message: errors[path] } : null);
  const text = (key: keyof SaleDraft, path: string) => ({
    value: draft[key] as string,
    onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value }, [path]),
    error: err(path),
  });
  const links = draft.bannerLinks;
  const setLinks = (next: SaleDraft['bannerLinks'], clears: string[] = []) =>
    onChange({ bannerLinks: next }, clears);
  const allLinkPaths = links.flatMap((_, i) => [bannerLinkPath(i, 'label'), bannerLinkPath(i, 'href')]);

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Sale setting"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="grid min-w-0 gap-5"
    >
      <Section title="Sale">
        <TextField
          label="Name"
          name="name"
          autoComplete="off"
          maxLength={60}
          hint="Its key among the sales: letters, digits, spaces, _ . and -. A name starting BF or CM counts down to its end."
          {...text('name', P.name)}
        />
        <Check
          label="Active"
          hint="Switched on: it runs inside its period. The first running sale in the list is the one shown."
          checked={draft.saleIsActive}
          onChange={(saleIsActive) => onChange({ saleIsActive }, [])}
        />
        {places && places.length > 1 && (
          <div>
            <label htmlFor={`${id}-place`} className="mb-1 block text-sm font-semibold text-neutral-800">
              Place in the list
            </label>
            <select
              id={`${id}-place`}
              value={place}
              onChange={(e) => onPlace(Number(e.target.value))}
              aria-describedby={`${id}-place-hint`}
              className="h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-sm outline-none focus:border-red-600 focus:ring-2 focus:ring-red-600/20"
            >
              {places.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
            <p id={`${id}-place-hint`} className="mt-1 text-xs text-neutral-600">
              A running sale further up is shown instead of this one.
            </p>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Starts (New York time)"
            name="saleStartsAt"
            type="datetime-local"
            optional
            hint="Empty: from the moment it is active"
            {...text('startsAt', P.startsAt)}
          />
          <TextField
            label="Ends (New York time)"
            name="saleExpiresAt"
            type="datetime-local"
            {...text('expiresAt', P.expiresAt)}
          />
        </div>
      </Section>

      <Section title="Discounts" description="Sale price = price × (1 − the percent).">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Discount"
            name="discountPercentage"
            inputMode="decimal"
            autoComplete="off"
            adornment={<span className="text-sm font-semibold text-neutral-700">%</span>}
            hint="Percent off sale items, e.g. 20"
            {...text('discountPercent', P.discountPercent)}
          />
          <TextField
            label="Daily-deal discount"
            name="salePercentageDailyDeal"
            inputMode="decimal"
            autoComplete="off"
            adornment={<span className="text-sm font-semibold text-neutral-700">%</span>}
            hint="For SKUs starting BF- or CM- and daily-deal products"
            {...text('dailyDealPercent', P.dailyDealPercent)}
          />
        </div>
      </Section>

      <Section title="Titles">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Short title"
            name="shortSaleTitle"
            autoComplete="off"
            maxLength={40}
            hint="Beside sale prices and on the countdown, e.g. Summer Sale"
            {...text('shortSaleTitle', P.shortSaleTitle)}
          />
          <TextField
            label="Normal title"
            name="normalSaleTitle"
            autoComplete="off"
            maxLength={80}
            hint="The banner, and before the price in the side cart, e.g. Summer Sales Event Special:"
            {...text('normalSaleTitle', P.normalSaleTitle)}
          />
        </div>
      </Section>

      <Section title="Banner, countdown and popups">
        <div className="grid gap-3 sm:grid-cols-2">
          <Check
            label="Show the banner"
            checked={draft.showBanner}
            onChange={(showBanner) => onChange({ showBanner }, [])}
          />
          <Check
            label="Show the countdown timer"
            checked={draft.showCountdownTimer}
            onChange={(showCountdownTimer) => onChange({ showCountdownTimer }, [])}
          />
          <Check
            label="Show the email sign-up popup"
            checked={draft.showEmailPopup}
            onChange={(showEmailPopup) => onChange({ showEmailPopup }, [])}
          />
          <Check
            label="Show the push notification popup"
            checked={draft.showPushPopup}
            onChange={(showPushPopup) => onChange({ showPushPopup }, [])}
          />
        </div>
        <div>
          <h3 className="text-sm font-semibold text-neutral-800">Banner links</h3>
          {links.length === 0 && <p className="mt-1 text-sm text-neutral-700">No links on the banner.</p>}
          <ul className="mt-2 grid gap-3">
            {links.map((link, i) => (
              <li
                key={link.key}
                className="grid gap-3 rounded-lg border border-neutral-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
              >
                <TextField
                  label={`Link ${i + 1} text`}
                  name={`bannerLink${i}Label`}
                  autoComplete="off"
                  maxLength={60}
                  value={link.label}
                  onChange={(e) =>
                    setLinks(
                      links.map((l) => (l.key === link.key ? { ...l, label: e.target.value } : l)),
                      [bannerLinkPath(i, 'label')],
                    )
                  }
                  error={err(bannerLinkPath(i, 'label'))}
                />
                <TextField
                  label={`Link ${i + 1} target`}
                  name={`bannerLink${i}Href`}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={500}
                  placeholder="/collections/car-subwoofers"
                  value={link.href}
                  onChange={(e) =>
                    setLinks(
                      links.map((l) => (l.key === link.key ? { ...l, href: e.target.value } : l)),
                      [bannerLinkPath(i, 'href')],
                    )
                  }
                  error={err(bannerLinkPath(i, 'href'))}
                />
                <button
                  type="button"
                  className={`${secondaryButtonCls} sm:mt-6`}
                  aria-label={`Remove link ${i + 1}`}
                  onClick={() =>
                    setLinks(
                      links.filter((l) => l.key !== link.key),
                      allLinkPaths,
                    )
                  }
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          {links.length < MAX_BANNER_LINKS && (
            <button
              type="button"
              className={`${secondaryButtonCls} mt-3`}
              onClick={() => setLinks([...links, newBannerLink()])}
            >
              Add a banner link
            </button>
          )}
        </div>
      </Section>

      <Section title="Images and overlays">
        <div className="grid gap-4">
          <ImageField
            label="Desktop banner image"
            value={draft.desktopImage}
            error={errors[P.desktopImage]}
            onChange={(desktopImage) => onChange({ desktopImage }, [P.desktopImage])}
          />
          <ImageField
            label="Mobile banner image"
            value={draft.mobileImage}
            error={errors[P.mobileImage]}
            onChange={(mobileImage) => onChange({ mobileImage }, [P.mobileImage])}
          />
          <ImageField
            label="Sale overlay"
            value={draft.overlaySale}
            error={errors[P.overlaySale]}
            onChange={(overlaySale) => onChange({ overlaySale }, [P.overlaySale])}
          />
          <ImageField
            label="Daily-deal overlay"
            value={draft.overlayDailyDeal}
            error={errors[P.overlayDailyDeal]}
            onChange={(overlayDailyDeal) => onChange({ overlayDailyDeal }, [P.overlayDailyDeal])}
          />
          <ImageField
            label="Pre-order overlay"
            value={draft.overlayPreorder}
            error={errors[P.overlayPreorder]}
            onChange={(overlayPreorder) => onChange({ overlayPreorder }, [P.overlayPreorder])}
          />
        </div>
      </Section>

      <Section title="Mobile header">
        <Check
          label="Show a badge beside the mobile logo"
          checked={draft.showHeaderTextOverlay}
          onChange={(showHeaderTextOverlay) => onChange({ showHeaderTextOverlay }, [])}
        />
        <TextField
          label="Badge text"
          name="HeaderTextOverlayText"
          optional
          autoComplete="off"
          maxLength={30}
          hint="A few words, e.g. SUMMER SALE"
          {...text('headerTextOverlayText', P.headerTextOverlayText)}
        />
      </Section>
      {footer}
    </form>
  );
}
