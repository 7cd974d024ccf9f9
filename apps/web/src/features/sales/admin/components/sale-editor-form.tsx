import { useId, type ReactNode, type Ref } from 'react';
import { TextField } from '../../../../components/ui/text-field';
import { SALE_FIELD_PATHS as P, type SaleDraft, type SaleErrors } from '../lib/sale-form';
import { SaleBannerLinks } from './sale-banner-links';
import { Check, FormGroup, ImageField } from '../../../admin/components/admin-form-parts';

export type PlaceOption = { value: number; label: string };

type TextKey = keyof typeof P;
type FlagKey = { [K in keyof SaleDraft]: SaleDraft[K] extends boolean ? K : never }[keyof SaleDraft];

const percentSign = <span className="text-sm font-semibold text-neutral-700">%</span>;

const SWITCHES: readonly (readonly [string, FlagKey])[] = [
  ['Show the banner', 'showBanner'],
  ['Show the countdown timer', 'showCountdownTimer'],
  ['Show the email sign-up popup', 'showEmailPopup'],
  ['Show the push notification popup', 'showPushPopup'],
];

const PERCENTS: readonly (readonly [string, TextKey, string])[] = [
  ['Discount', 'discountPercent', 'Percent off sale items, e.g. 20'],
  ['Daily-deal discount', 'dailyDealPercent', 'For SKUs starting BF- or CM- and daily-deal products'],
];

const TITLES: readonly (readonly [string, TextKey, string, number])[] = [
  ['Short title', 'shortSaleTitle', 'Beside sale prices and on the countdown, e.g. Summer Sale', 40],
  [
    'Normal title',
    'normalSaleTitle',
    'The banner, and before the price in the side cart, e.g. Summer Sales Event Special:',
    80,
  ],
];

const IMAGES: readonly (readonly [string, TextKey])[] = [
  ['Desktop banner image', 'desktopImage'],
  ['Mobile banner image', 'mobileImage'],
  ['Sale overlay', 'overlaySale'],
  ['Daily-deal overlay', 'overlayDailyDeal'],
  ['Pre-order overlay', 'overlayPreorder'],
];

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
  const err = (key: TextKey) => (errors[P[key]] ? { type: 'server', message: errors[P[key]] } : null);
  /** A text field's value, change (clearing its message) and message, by its key in the draft. */
  const text = (key: TextKey) => ({
    name: P[key].slice(P[key].lastIndexOf('.') + 1),
    value: draft[key],
    onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value }, [P[key]]),
    error: err(key),
  });
  const check = (key: FlagKey) => ({
    checked: draft[key],
    onChange: (on: boolean) => onChange({ [key]: on }, []),
  });

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
      <FormGroup title="Sale">
        <TextField
          label="Name"
          autoComplete="off"
          maxLength={60}
          hint="Its key among the sales: letters, digits, spaces, _ . and -. A name starting BF or CM counts down to its end."
          {...text('name')}
        />
        <Check
          label="Active"
          hint="Switched on: it runs inside its period. The first running sale in the list is the one shown."
          {...check('saleIsActive')}
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
            type="datetime-local"
            optional
            hint="Empty: from the moment it is active"
            {...text('startsAt')}
          />
          <TextField label="Ends (New York time)" type="datetime-local" {...text('expiresAt')} />
        </div>
      </FormGroup>

      <FormGroup title="Discounts" description="Sale price = price × (1 − the percent).">
        <div className="grid gap-4 sm:grid-cols-2">
          {PERCENTS.map(([label, key, hint]) => (
            <TextField
              key={key}
              label={label}
              inputMode="decimal"
              autoComplete="off"
              adornment={percentSign}
              hint={hint}
              {...text(key)}
            />
          ))}
        </div>
      </FormGroup>

      <FormGroup title="Titles">
        <div className="grid gap-4 sm:grid-cols-2">
          {TITLES.map(([label, key, hint, maxLength]) => (
            <TextField
              key={key}
              label={label}
              autoComplete="off"
              maxLength={maxLength}
              hint={hint}
              {...text(key)}
            />
          ))}
        </div>
      </FormGroup>

      <FormGroup title="Banner, countdown and popups">
        <div className="grid gap-3 sm:grid-cols-2">
          {SWITCHES.map(([label, key]) => (
            <Check key={key} label={label} {...check(key)} />
          ))}
        </div>
        <SaleBannerLinks
          links={draft.bannerLinks}
          errors={errors}
          onLinks={(bannerLinks, clears) => onChange({ bannerLinks }, clears)}
        />
      </FormGroup>

      <FormGroup title="Images and overlays">
        <div className="grid gap-4">
          {IMAGES.map(([label, key]) => (
            <ImageField
              key={key}
              label={label}
              upload="sales"
              value={draft[key]}
              error={err(key)}
              onChange={(value) => onChange({ [key]: value }, [P[key]])}
            />
          ))}
        </div>
      </FormGroup>

      <FormGroup title="Mobile header">
        <Check label="Show a badge beside the mobile logo" {...check('showHeaderTextOverlay')} />
        <TextField
          label="Badge text"
          optional
          autoComplete="off"
          maxLength={30}
          hint="A few words, e.g. SUMMER SALE"
          {...text('headerTextOverlayText')}
        />
      </FormGroup>
      {footer}
    </form>
  );
}
